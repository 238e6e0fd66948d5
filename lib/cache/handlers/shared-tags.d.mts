export type SharedTags = {
  pull(): Promise<void>;
  push(tags: readonly string[]): Promise<void>;
  expire(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
};
export type SharedTagsOptions = {
  url?: string;
  key?: string;
  timeoutMs?: number;
  retryMs?: number;
  log?: (message: string) => void;
};
export function sharedTagsKey(env?: Record<string, string | undefined>): string;
export function createSharedTags(options?: SharedTagsOptions): SharedTags;
export function sharedTags(): SharedTags;
