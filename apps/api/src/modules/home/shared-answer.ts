/**
 * Answers shared by every caller for a moment: the first caller's promise is handed to all who
 * ask for the same key within `ttlMs` (wall time, not the app's clock), so a burst of server
 * renders of the home costs one set of queries. A failure is not kept. Kept per `owner` (one app's
 * dependencies), so two apps in one process (tests) never share answers.
 */
export function sharedAnswers<Owner extends object, T>(ttlMs: number) {
  const byOwner = new WeakMap<Owner, Map<string, { expires: number; value: Promise<T> }>>();
  return (owner: Owner, key: string, load: () => Promise<T>): Promise<T> => {
    let entries = byOwner.get(owner);
    if (!entries) {
      entries = new Map();
      byOwner.set(owner, entries);
    }
    const now = performance.now();
    const kept = entries.get(key);
    if (kept && kept.expires > now) return kept.value;
    for (const [oldKey, entry] of entries) if (entry.expires <= now) entries.delete(oldKey);
    const value = load();
    const entry = { expires: now + ttlMs, value };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
