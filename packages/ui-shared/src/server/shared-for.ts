/**
 * `load(key)` shared by every request that asks for the same key within `ttlMs`: the first
 * request's promise is handed to the others, so a burst of renders costs one API call. A failure
 * is not kept (the next request asks again).
 */
export function sharedFor<K, T>(
  ttlMs: number,
  load: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  const entries = new Map<K, { expires: number; value: Promise<T> }>();
  return (key) => {
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.expires > now) return kept.value;
    const entry = { expires: now + ttlMs, value: load(key) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
