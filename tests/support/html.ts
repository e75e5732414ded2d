/** How React writes text into the server's HTML. */
export function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** The text of the first paragraph of an HTML body (up to its first inner tag). */
export function firstParagraph(html: string): string {
  const text = /<p>([^<]{12,})/.exec(html)?.[1];
  if (!text) throw new Error(`no paragraph text in ${html}`);
  return text.trim();
}
