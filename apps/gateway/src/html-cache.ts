import { type BuildStamp, isNewerBuild } from '@storefront/ui-shared';

/** A guest page as the app answered it, kept for a short while. */
export interface CachedPage {
  statusCode: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
  expiresAt: number;
}

type AnswerHeaders = CachedPage['headers'];

/** The build that rendered an answer (the app server's `X-Build-Id` and `X-Build-Time`). */
export function buildOfAnswer(headers: AnswerHeaders): BuildStamp | null {
  const buildId = headers['x-build-id'];
  if (typeof buildId !== 'string' || !buildId) return null;
  const builtAt = headers['x-build-time'];
  return typeof builtAt === 'string' ? { buildId, builtAt } : { buildId };
}

/**
 * The gateway's micro-cache of guest HTML: answers the apps marked shared (`public, s-maxage`),
 * keyed by `guestHtmlCacheKey` and the build that rendered them, kept `ttlMs` (0 turns it off), at
 * most `maxEntries` (the oldest goes first). A burst of guests on one page costs one render per
 * `ttlMs`. Each device's pages are looked up under the newest build any of its answers came from,
 * so during a rolling deploy nobody gets a kept page of the old build once the new one answered.
 */
export class HtmlMicroCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly newestBuild = new Map<string, BuildStamp>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Learns the build of one of `device`'s answers (any page, kept or not). */
  noteBuild(device: string, headers: AnswerHeaders): void {
    const build = buildOfAnswer(headers);
    const newest = this.newestBuild.get(device);
    if (build && (!newest || isNewerBuild(build, newest))) this.newestBuild.set(device, build);
  }

  /** The page kept under `key` for the newest build of `device`. */
  get(device: string, key: string): CachedPage | undefined {
    const fullKey = this.keyOf(this.newestBuild.get(device)?.buildId, key);
    const page = this.pages.get(fullKey);
    if (!page) return undefined;
    if (page.expiresAt <= this.now()) {
      this.pages.delete(fullKey);
      return undefined;
    }
    return page;
  }

  /** Keeps `page` under `key` and the build that rendered it (its headers say which). */
  set(device: string, key: string, page: Omit<CachedPage, 'expiresAt'>): void {
    if (!this.enabled) return;
    this.noteBuild(device, page.headers);
    const fullKey = this.keyOf(buildOfAnswer(page.headers)?.buildId, key);
    this.pages.delete(fullKey);
    this.pages.set(fullKey, { ...page, expiresAt: this.now() + this.ttlMs });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  private keyOf(buildId: string | undefined, key: string): string {
    return `${buildId ?? ''}\n${key}`;
  }
}
