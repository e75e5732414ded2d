/** A `Vary` value that also names `fields`, keeping what was there (and `*`, which covers all). */
export function mergeVary(
  current: string | string[] | number | undefined,
  fields: readonly string[],
): string {
  const existing = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (existing.includes('*')) return '*';
  const lower = new Set(existing.map((field) => field.toLowerCase()));
  const added = fields.filter((field) => !lower.has(field.toLowerCase()));
  return [...existing, ...added].join(', ');
}
