/**
 * Serialises query parameters the way the storefront API reads them: an array's name gets a `[]`
 * suffix and each item is sent as its JSON string (`{ ids: [1, 2] }` -> `ids[]=1&ids[]=2`,
 * `{ tags: ['a b'] }` -> `tags[]=%22a%20b%22`); an object's fields are sent as `name[field]`, a date
 * as its ISO string, `null` as an empty value; `undefined` is left out. Values are percent-encoded
 * as RFC 3986 says (a space is `%20`), names as they are.
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) pairs.push(`${name}[]=${encode(JSON.stringify(item))}`);
    } else {
      addPairs(pairs, name, value);
    }
  }
  return pairs.join('&');
}

function addPairs(pairs: string[], name: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) pairs.push(`${name}=`);
  else if (value instanceof Date) pairs.push(`${name}=${encode(value.toISOString())}`);
  else if (Array.isArray(value)) {
    for (const item of value) addPairs(pairs, `${name}[]`, item);
  } else if (typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) addPairs(pairs, `${name}[${field}]`, inner);
  } else pairs.push(`${name}=${encode(String(value))}`);
}

/** `encodeURIComponent` plus the sub-delimiters it leaves as they are (`!'()*`). */
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
