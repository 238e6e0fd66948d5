import { tagVersions, type PageTag } from './index';

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The HTML, and its compressed forms made once when the page was stored. */
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  tags: PageTag[];
  versions: number[];
  storedAt: number;
};

const sizeOf = (page: CachedPage) =>
  page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length;

/** A bounded LRU of rendered pages; an entry is served while it is young and none of its tags moved. */
export class PageStore {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
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

  set(key: string, entry: CachedPage): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
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
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
  }
}

/** The best encoding the client accepts among the stored ones. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
