/**
 * A lossless, smaller JSON form of query data for the page's dehydrated state (the HTML carries it
 * beside the markup). API answers repeat themselves: the home lists a game once per category it is
 * in, and every game of a list has the same keys. Packed:
 *
 * - an object with an `id` met more than once, identical, is kept once in a table and referred
 *   to by its index: `{"$r": 3}`;
 * - an array of objects that all have the same keys is kept by columns: `{"$k": keys, "$n": length,
 *   "$c": columns}`, each column packed the same way (so `art` or `fromPrice` objects of a list of
 *   games become columns too).
 *
 * `unpackData(packData(x))` deep-equals `x`.
 * Keys starting with `$` are never produced by the API, so they cannot be confused with data.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const PACKED = '$packed';
const REF = '$r';
const KEYS = '$k';
const LENGTH = '$n';
const COLUMNS = '$c';

interface Packed {
  [PACKED]: 1;
  /** The shared objects, an array (maybe by columns) with no reference inside. */
  table: Json;
  value: Json;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What may make an object one met before: its keys and its `id` (confirmed by comparing). */
function identityOf(value: JsonObject): string | null {
  const id = value.id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return `${Object.keys(value).join(',')}#${id}`;
}

/** How many times each identity occurs. */
function countIdentities(value: Json, counts: Map<string, number>): void {
  if (Array.isArray(value)) {
    for (const item of value) countIdentities(item, counts);
    return;
  }
  if (!isObject(value)) return;
  const identity = identityOf(value);
  if (identity) counts.set(identity, (counts.get(identity) ?? 0) + 1);
  for (const item of Object.values(value)) countIdentities(item, counts);
}

function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => jsonEqual(item, b[i] as Json))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && jsonEqual(a[key] as Json, b[key] as Json))
  );
}

/** The keys all items share in the same order, or null when they are not all such objects. */
function sharedKeys(items: Json[]): string[] | null {
  if (items.length < 2 || !items.every(isObject)) return null;
  const keys = Object.keys(items[0] as JsonObject);
  const joined = keys.join('\u0000');
  const same = items.every((item) => Object.keys(item as JsonObject).join('\u0000') === joined);
  return same && keys.length > 0 ? keys : null;
}

class Packer {
  private readonly shared: JsonObject[] = [];
  private readonly indexOf = new Map<string, number>();
  private sharing = true;

  constructor(private readonly counts: Map<string, number>) {}

  pack(value: Json): Json {
    if (Array.isArray(value)) return this.packArray(value);
    if (!isObject(value)) return value;
    const index = this.sharedIndex(value);
    return index === null ? this.packFields(value) : { [REF]: index };
  }

  /** The shared objects, packed with nothing shared inside them (so they unpack on their own). */
  table(): Json {
    this.sharing = false;
    return this.packRows(this.shared);
  }

  /** Its index in the table when `value` is met more than once (added on first meeting). */
  private sharedIndex(value: JsonObject): number | null {
    const identity = this.sharing ? identityOf(value) : null;
    if (!identity || (this.counts.get(identity) ?? 0) < 2) return null;
    const index = this.indexOf.get(identity);
    if (index === undefined) {
      this.indexOf.set(identity, this.shared.length);
      this.shared.push(value);
      return this.shared.length - 1;
    }
    return jsonEqual(this.shared[index] as Json, value) ? index : null;
  }

  private packFields(value: JsonObject): JsonObject {
    const packed: JsonObject = {};
    for (const [key, item] of Object.entries(value)) packed[key] = this.pack(item);
    return packed;
  }

  private packArray(items: Json[]): Json {
    const mayShare = items.some((item) => {
      const identity = this.sharing && isObject(item) ? identityOf(item) : null;
      return identity !== null && (this.counts.get(identity) ?? 0) > 1;
    });
    return mayShare ? items.map((item) => this.pack(item)) : this.packRows(items);
  }

  /** Objects of the same keys by columns; anything else item by item (never shared itself). */
  private packRows(items: Json[]): Json {
    const keys = sharedKeys(items);
    if (!keys) {
      return items.map((item) => (isObject(item) ? this.packFields(item) : this.pack(item)));
    }
    const columns = keys.map((key) =>
      this.pack(items.map((item) => (item as JsonObject)[key] as Json)),
    );
    return { [KEYS]: keys, [LENGTH]: items.length, [COLUMNS]: columns };
  }
}

/**
 * What `packData` made of each answer. Query data is never changed in place (react-query's rule), so
 * an answer the server shares between pages (`createLoaderQueryClient`) is packed once.
 */
const packedAnswers = new WeakMap<object, Packed>();

/** `data` packed (objects and arrays; anything else is left as it is). */
export function packData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  let packed = packedAnswers.get(data);
  if (!packed) {
    packed = pack(data as Json);
    packedAnswers.set(data, packed);
  }
  return packed;
}

function pack(json: Json): Packed {
  const counts = new Map<string, number>();
  countIdentities(json, counts);
  const packer = new Packer(counts);
  const value = packer.pack(json);
  return { [PACKED]: 1, table: packer.table(), value };
}

function isPacked(data: unknown): data is Packed {
  return isObject(data) && data[PACKED] === 1;
}

class Unpacker {
  private readonly shared: Json[];

  constructor(table: Json) {
    this.shared = this.unpack(table) as Json[];
  }

  unpack(value: Json): Json {
    if (Array.isArray(value)) return value.map((item) => this.unpack(item));
    if (!isObject(value)) return value;
    if (REF in value) return this.unpackRef(value[REF] as number);
    if (KEYS in value && COLUMNS in value) return this.unpackColumns(value);
    const object: JsonObject = {};
    for (const [key, item] of Object.entries(value)) object[key] = this.unpack(item);
    return object;
  }

  /** Every use shares one object: query data is never changed in place (react-query's rule). */
  private unpackRef(index: number): Json {
    return this.shared[index] as Json;
  }

  private unpackColumns(value: JsonObject): Json[] {
    const keys = value[KEYS] as string[];
    const length = value[LENGTH] as number;
    const columns = (value[COLUMNS] as Json[]).map((column) => this.unpack(column) as Json[]);
    return Array.from({ length }, (_, row) => {
      const object: JsonObject = {};
      keys.forEach((key, column) => {
        object[key] = (columns[column] as Json[])[row] as Json;
      });
      return object;
    });
  }
}

/** What `unpackData` made of each packed answer: the server renders a shared answer unpacked once. */
const unpackedAnswers = new WeakMap<Packed, unknown>();

/** The data `packData` packed, or `data` itself when it was not packed. */
export function unpackData(data: unknown): unknown {
  if (!isPacked(data)) return data;
  let unpacked = unpackedAnswers.get(data);
  if (unpacked === undefined) {
    unpacked = new Unpacker(data.table).unpack(data.value);
    unpackedAnswers.set(data, unpacked);
  }
  return unpacked;
}
