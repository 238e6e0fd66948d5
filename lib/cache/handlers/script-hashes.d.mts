import type { PolicyOptions } from './script-policy.mjs';
export function inlineScriptHashes(html: string): string[];
export function hashedPagePolicy(html: string, options?: PolicyOptions): string;
