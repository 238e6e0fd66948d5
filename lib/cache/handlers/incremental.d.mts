import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
export function storedPageHeaders(
  headers: Record<string, unknown> | undefined,
  html: string,
  options?: { https?: boolean },
): Record<string, string>;
export default class StoreIncrementalCache extends FileSystemCache {}
export function expiringBuildOutput<T extends { lastModified?: number; value?: { kind?: string } | null }>(
  entry: T | null,
  since?: number,
): T | null;
