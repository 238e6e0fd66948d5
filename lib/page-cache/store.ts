import { tagVersions, type PageTag } from './index';

/** What every cached entry carries: the tags it depends on, their versions when read, and its age. */
export type Tagged = { tags: PageTag[]; versions: number[]; storedAt: number };

/**
 * A bounded LRU of tagged entries: an entry is served while it is young and none of its tags moved.
 * Bounded both by entry count and by the bytes `sizeOf` reports.
 */
export class TaggedLru<T extends Tagged> {
  private readonly entries = new Map<string, T>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly sizeOf: (entry: T) => number,
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const current = tagVersions(entry.tags);
    if (now - entry.storedAt > this.ttlMs || current.some((v, i) => v !== entry.versions[i])) {
      this.delete(key);
      return undefined;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: T): void {
    this.delete(key);
    if (this.sizeOf(entry) > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += this.sizeOf(entry);
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= this.sizeOf(entry);
    this.entries.delete(key);
  }
}
