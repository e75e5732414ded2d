import qs from 'qs';

/**
 * Serialises query parameters the way the storefront API reads them: an array's name gets a `[]`
 * suffix and each item is sent as its JSON string (`{ ids: [1, 2] }` -> `ids[]=1&ids[]=2`,
 * `{ tags: ['a b'] }` -> `tags[]=%22a%20b%22`). Other values are sent as they are.
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const prepared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    prepared[name] = Array.isArray(value) ? value.map((item) => JSON.stringify(item)) : value;
  }
  return qs.stringify(prepared, { arrayFormat: 'brackets', encodeValuesOnly: true });
}
