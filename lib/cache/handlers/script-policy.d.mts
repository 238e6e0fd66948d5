export type PolicyOptions = { https?: boolean };
export function scriptPolicy(scriptSources: readonly string[], options?: PolicyOptions): string;
