/** The promotion a detail URL names (`?slug=`), or null when it names none. */
export function promotionSlugOf(search: Record<string, string> | undefined): string | null {
  const slug = search?.slug?.trim();
  return slug ? slug : null;
}
