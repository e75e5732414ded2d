/**
 * Serialises query parameters the way the storefront API reads them: an array's name gets a `[]`
 * suffix and each item is sent as its JSON string (`{ ids: [1, 2] }` -> `ids[]=1&ids[]=2`,
 * `{ tags: ['a b'] }` -> `tags[]=%22a%20b%22`). Other values are sent as they are (an object as its
 * JSON string); `undefined` is left out and `null` is sent empty. Values are percent-encoded as
 * RFC 3986 asks (names are the SDK's own and left as they are).
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) pairs.push(`${name}[]=${encodeValue(JSON.stringify(item))}`);
    } else {
      pairs.push(`${name}=${encodeValue(textOf(value))}`);
    }
  }
  return pairs.join('&');
}

function textOf(value: unknown): string {
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `encodeURIComponent`, plus the five characters it leaves alone that RFC 3986 reserves. */
function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
