interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/**
 * `share(key, load)`: every call for the same key within `ttlMs` of the first gets the first
 * call's promise, so a burst of renders costs one API call. A failure is not kept (the next call
 * asks again). Expired entries are dropped as new ones come, so keys without bound (search
 * terms) do not pile up.
 */
export function sharedCalls<K, T>(ttlMs: number): (key: K, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<K, Entry<T>>();
  let nextSweep = 0;
  const dropExpired = (now: number) => {
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
    nextSweep = now + ttlMs;
  };
  return (key, load) => {
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.expires > now) return kept.value;
    if (now >= nextSweep) dropExpired(now);
    const entry = { expires: now + ttlMs, value: load() };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}

/** `load(key)` shared by every request that asks for the same key within `ttlMs` (`sharedCalls`). */
export function sharedFor<K, T>(
  ttlMs: number,
  load: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  const share = sharedCalls<K, T>(ttlMs);
  return (key) => share(key, () => load(key));
}
