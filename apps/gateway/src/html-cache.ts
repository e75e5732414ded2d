/** A guest page as the app answered it, kept for a short while. */
export interface CachedPage {
  statusCode: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
  expiresAt: number;
}

/**
 * The gateway's micro-cache of guest HTML: answers the apps marked shared (`public, s-maxage`),
 * keyed by `guestHtmlCacheKey`, kept `ttlMs` (0 turns it off), at most `maxEntries` (the oldest
 * goes first). A burst of guests on one page costs one render per `ttlMs`.
 */
export class HtmlMicroCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'expiresAt'>): void {
    if (!this.enabled) return;
    this.pages.delete(key);
    this.pages.set(key, { ...page, expiresAt: this.now() + this.ttlMs });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
