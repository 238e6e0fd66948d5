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

export type Encoding = 'br' | 'gzip' | 'identity';

/** One stored encoding of a page, ready to write: the response's headers (a flat name, value list) and body. */
export type PreparedAnswer = { headers: string[]; body: Buffer };

export type CachedPage = Tagged & {
  status: number;
  /** The HTML, and its compressed forms made once when the page was stored, each with its headers. */
  answers: Record<Encoding, PreparedAnswer>;
};

const sizeOfPage = (page: CachedPage) => Object.values(page.answers).reduce((n, a) => n + a.body.length, 0);

/** Rendered pages by URL. */
export class PageStore extends TaggedLru<CachedPage> {
  constructor(ttlMs: number, maxBytes = 64 * 1024 * 1024, maxEntries = 5000) {
    super(ttlMs, sizeOfPage, maxBytes, maxEntries);
  }
}

/** The best encoding the client accepts among the stored ones. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
