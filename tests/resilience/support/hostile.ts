import fc from 'fast-check';
import { isDate, type Operation, propertiesOf, type Schema, typeOf } from './openapi';

/** One request the fuzzer sends: raw text, so that it can be malformed. */
export interface HostileRequest {
  /** What was broken, for the report. */
  kind: string;
  method: string;
  /** The path with its query string. */
  target: string;
  body?: string;
  contentType?: string;
  identity: Identity;
}

export type Identity = 'none' | 'guest' | 'user' | 'forged';

/** The API refuses bodies above 64 KiB, and the gateway must too: just above it, and far above. */
const GIANT_SIZES = [100 * 1024, 2 * 1024 * 1024];
const DEPTH = 5000;

const HUGE_NUMBERS = [
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  -1,
  -(2 ** 31),
];
const NUMBER_LIKE_STRINGS = ['NaN', 'Infinity', '-0', '0x10', '1e308', '1_000', ' 1', ''];
const NUL_STRINGS = ['a\u0000b', '\u0000', `x\u0000\u0000${'y'.repeat(10)}`];
/** Text that is not wrong by itself: it rides along a field that is (SQL text, unicode, markup). */
const ODD_STRINGS = [
  "' OR '1'='1",
  '1; select pg_sleep(5) --',
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  '\u202Eevil',
  '\uD800',
  'ǅ̸̡̛̀̕',
  '../../../../etc/passwd',
  '%00',
  ['$', '{7*7}{{7*7}}'].join(''), // template injection probe
];
/**
 * Days at and past the ends of what a database can turn into an instant (PGlite once answered 500
 * for 9999-12-31), and the expanded-year forms of JavaScript's `Date`.
 */
export const FAR_DATES = ['0001-01-01', '9999-12-31', '275760-09-13', '-000001-01-01'];
const POLLUTION = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},';
const BAD_QUERY =
  'a[]=1&a[0][1]=2&__proto__[polluted]=1&constructor[prototype][polluted]=1&x=%00&y=%ZZ';

const anyJson = fc.oneof(
  fc.constantFrom<unknown>(null, true, [], {}, 'x', 1.5),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...NUL_STRINGS),
);

/** Values that no field of this type accepts. */
function wrongValueFor(schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const notAString = fc.constantFrom<unknown>(null, true, 12, [], {}, ['a'], { a: 'b' });
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom(...HUGE_NUMBERS, 1.5, 0.000001),
        fc.constantFrom<unknown>(null, true, [], {}, [1], '1', ...NUMBER_LIKE_STRINGS),
      );
    case 'string':
      if (isDate(schema)) return fc.oneof(notAString, fc.constantFrom(...FAR_DATES));
      return fc.oneof(
        notAString,
        fc.constantFrom(...NUL_STRINGS),
        fc.constant('z'.repeat(Math.max(schema.maxLength ?? 10_000, 1) + 1)),
      );
    case 'boolean':
      return fc.constantFrom<unknown>('true', 1, 0, null, [], {});
    case 'array':
      return fc.oneof(
        fc.constantFrom<unknown>('x', 1, {}, null, [null], [[]], [{}], [2 ** 53 + 2]),
        fc.constant(Array.from({ length: 10_001 }, (_, index) => index + 1)),
      );
    case 'object':
      return fc.constantFrom<unknown>('x', 1, [], null, true, [{}]);
    case 'enum':
      return fc.constantFrom<unknown>('zz-not-a-member', 99, null, [], {}, 'a\u0000b');
    default:
      return anyJson;
  }
}

/** A value of the right shape, for the fields the case does not break. */
function plausible(schema: Schema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'string':
      return 'a';
    case 'boolean':
      return true;
    case 'array':
      return schema.items && depth < 4 ? [plausible(schema.items, depth + 1)] : [];
    case 'object': {
      if (depth >= 4) return {};
      const { properties, required } = propertiesOf(schema);
      return Object.fromEntries(
        required.map((key) => [key, plausible(properties[key] ?? {}, depth + 1)]),
      );
    }
    default:
      return 'a';
  }
}

/** The fields one level down: of an object property, or of the objects of an array property. */
function nestedFields(
  name: string,
  schema: Schema,
): { name: string; field: string; schema: Schema; inArray: boolean }[] {
  const inArray = typeOf(schema) === 'array';
  const container = inArray ? schema.items : schema;
  if (!container || typeOf(container) !== 'object') return [];
  return Object.entries(propertiesOf(container).properties).map(([field, inner]) => ({
    name,
    field,
    schema: inner,
    inArray,
  }));
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Body mutations that make any JSON body wrong, whatever its schema. */
function brokenBodies(schema: Schema): fc.Arbitrary<{ kind: string; body: string }> {
  const { properties, required } = propertiesOf(schema);
  const keys = Object.keys(properties);
  const base = plausible(schema) as Record<string, unknown>;
  const withValue = (key: string, text: string) => {
    const rest = JSON.stringify({ ...base, [key]: undefined });
    return `{${JSON.stringify(key)}:${text}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`;
  };
  const options: fc.Arbitrary<{ kind: string; body: string }>[] = [
    fc
      .constantFrom('[]', '"x"', '42', 'null', 'true', '[{}]', '1e308')
      .map((body) => ({ kind: 'not an object', body })),
    fc
      .constantFrom('{"a":', "{'a':1}", '{"a":1,}', '{"a":1}}', 'nul', '{"a":"\\u00"}', '{"a":01}')
      .map((body) => ({ kind: 'malformed JSON', body })),
    fc.constant({ kind: 'deep nesting (body)', body: deepArray(DEPTH) }),
    fc.constantFrom(...GIANT_SIZES).map((size) => ({
      kind: `giant body (${size} bytes)`,
      body: JSON.stringify({ ...base, padding: 'p'.repeat(size) }),
    })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    options.push(
      key.chain((name) =>
        wrongValueFor(properties[name] ?? {}).map((value) => ({
          kind: `wrong value for ${name}`,
          body: JSON.stringify({ ...base, [name]: value }),
        })),
      ),
      key.chain((name) =>
        fc.constantFrom(deepArray(DEPTH), deepObject(DEPTH)).map((text) => ({
          kind: `deep nesting in ${name}`,
          body: withValue(name, text),
        })),
      ),
    );
  }
  const nested = keys.flatMap((name) => nestedFields(name, properties[name] ?? {}));
  if (nested.length > 0) {
    options.push(
      fc.constantFrom(...nested).chain(({ name, field, schema: inner, inArray }) =>
        wrongValueFor(inner).map((value) => {
          const container = propertiesOf(
            inArray ? (properties[name]?.items ?? {}) : (properties[name] ?? {}),
          );
          const object = {
            ...(plausible({ ...container, type: 'object' }) as object),
            [field]: value,
          };
          return {
            kind: `wrong value for ${name}${inArray ? '[0]' : ''}.${field}`,
            body: JSON.stringify({ ...base, [name]: inArray ? [object] : object }),
          };
        }),
      ),
    );
  }
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((name) => ({
        kind: `missing ${name}`,
        body: JSON.stringify({ ...base, [name]: undefined }),
      })),
    );
  }
  return fc.oneof(...options);
}

/** Adds, to a broken body, what must not change the answer: unknown and prototype keys, odd text. */
function withExtras(
  body: string,
  extra: { field: unknown; pollute: boolean; odd: string },
): string {
  if (!body.startsWith('{') || !body.endsWith('}')) return body;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' && value.length < 100) parsed[key] = extra.odd;
    }
    const text = JSON.stringify({ ...parsed, zzUnknownField: extra.field });
    return extra.pollute ? `{${POLLUTION}${text.slice(1)}` : text;
  } catch {
    return body; // Malformed on purpose: sent as it is.
  }
}

const HOSTILE_SEGMENTS = [
  'a%00b',
  '2147483648',
  '9007199254740993',
  '-1',
  '%ZZ',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  "'%20OR%201%3D1--",
  'x'.repeat(5000),
  '__proto__',
];

/** Path values of the right shape, so that only what the case breaks is wrong. */
const PLAUSIBLE_SEGMENTS: Record<string, string> = {
  provider: 'sandbox',
  paymentNo: 'PY20261121-AAAAAA',
  name: 'mobile-legends',
  slug: 'a',
  id: '1',
};

function fillPath(operation: Operation, hostile: Record<string, string>): string {
  return operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => hostile[name] ?? PLAUSIBLE_SEGMENTS[name] ?? 'a',
  );
}

const QUERY_VALUES = [
  (name: string) => `${name}[]=1&${name}[]=2`,
  (name: string) => `${name}[0][1]=2`,
  (name: string) => `${name}=a%00b`,
  (name: string) => `${name}=2147483648`,
  (name: string) => `${name}=${'9'.repeat(400)}`,
  (name: string) => `${name}[__proto__][polluted]=1`,
];

const IDENTITIES: readonly Identity[] = ['none', 'guest', 'user', 'forged'];

/**
 * Every hostile value in every path and query parameter of the document, each once (they are few):
 * a NUL or a 2^31 id in a path is never left to chance. The identities take turns.
 */
export function everyHostileParameter(operation: Operation): HostileRequest[] {
  const requests = [
    ...operation.pathParams.flatMap((name) =>
      HOSTILE_SEGMENTS.map((segment) => ({
        kind: `hostile path ${name}`,
        target: fillPath(operation, { [name]: segment }),
      })),
    ),
    ...operation.queryParams.flatMap((name) =>
      QUERY_VALUES.map((render) => ({
        kind: `bad query ${name}`,
        target: `${fillPath(operation, {})}?${render(name)}`,
      })),
    ),
  ];
  return [
    ...requests.map((request, index) => ({
      ...request,
      method: operation.method,
      identity: IDENTITIES[index % IDENTITIES.length] as Identity,
    })),
    ...everyFarDate(operation),
  ];
}

/**
 * Every far date in every day field (query parameter or top-level body field), each as the user
 * (the date filters are the user's lists) and with an otherwise valid request.
 */
function everyFarDate(operation: Operation): HostileRequest[] {
  const path = fillPath(operation, {});
  const query = operation.dateQueryParams.flatMap((name) =>
    FAR_DATES.map((day) => ({ kind: `far date ${name}`, target: `${path}?${name}=${day}` })),
  );
  const { properties } = propertiesOf(operation.body ?? {});
  const base = operation.body ? (plausible(operation.body) as Record<string, unknown>) : {};
  const body = Object.entries(properties)
    .filter(([, schema]) => isDate(schema))
    .flatMap(([name]) =>
      FAR_DATES.map((day) => ({
        kind: `far date ${name}`,
        target: path,
        body: JSON.stringify({ ...base, [name]: day }),
        contentType: 'application/json',
      })),
    );
  return [...query, ...body].map((request) => ({
    ...request,
    method: operation.method,
    identity: 'user' as const,
  }));
}

/** Seeded hostile requests of one operation: a broken body or query, optional extras, one identity. */
export function hostileRequests(operation: Operation): fc.Arbitrary<HostileRequest> {
  const identity = fc.constantFrom(...IDENTITIES);
  const extras = fc.record({
    field: anyJson,
    pollute: fc.boolean(),
    odd: fc.constantFrom(...ODD_STRINGS),
    badQuery: fc.boolean(),
  });
  const broken: fc.Arbitrary<{ kind: string; path: string; query: string; body?: string }>[] = [];
  // A POST without a JSON schema (the sandbox page, webhooks) still gets the broken bodies.
  const bodySchema = operation.body ?? (operation.method === 'GET' ? null : {});
  if (bodySchema) {
    broken.push(
      fc.tuple(brokenBodies(bodySchema), extras).map(([{ kind, body }, extra]) => ({
        kind,
        path: fillPath(operation, {}),
        query: extra.badQuery ? BAD_QUERY : '',
        body: withExtras(body, extra),
      })),
    );
  }
  broken.push(
    fc
      .tuple(fc.constantFrom(...operation.queryParams, 'a'), fc.constantFrom(...QUERY_VALUES))
      .map(([name, render]) => ({
        kind: `bad query ${name}`,
        path: fillPath(operation, {}),
        query: `${render(name)}&${BAD_QUERY}`,
        // A POST keeps a broken body: a good one would be a valid request with an odd query.
        body: bodySchema ? '{"a":' : undefined,
      })),
  );
  return fc.tuple(fc.oneof(...broken), identity).map(([part, who]) => ({
    kind: part.kind,
    method: operation.method,
    target: part.query ? `${part.path}?${part.query}` : part.path,
    body: part.body,
    contentType: part.body === undefined ? undefined : 'application/json',
    identity: who,
  }));
}
