/** The part of a JSON Schema the fuzzer reads; `$ref`s are resolved before it sees one. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  /** `date` for a calendar day `YYYY-MM-DD`. */
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** One operation of the document, ready to be sent hostile requests. */
export interface Operation {
  method: string;
  /** The path template, `/api/art/games/{name}/icon.svg`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The query parameters with a date format (`from`, `to`). */
  dateQueryParams: string[];
  /** The JSON body's schema; null when the operation takes no JSON body. */
  body: Schema | null;
}

type Json = Record<string, unknown>;

/** Replaces every local `$ref` (`#/components/...`) by what it points at, cycles cut at a depth. */
export function resolveRefs(value: unknown, document: Json, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, document, depth));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') {
    if (depth > 20) return {};
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return resolveRefs(target, document, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveRefs(item, document, depth)]),
  );
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(rawDocument: Json): Operation[] {
  const document = resolveRefs(rawDocument, rawDocument) as {
    paths: Record<string, Record<string, Json>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as
        | {
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        | undefined;
      if (!operation) continue;
      const parameters = [
        ...((item.parameters as Parameter[] | undefined) ?? []),
        ...(operation.parameters ?? []),
      ];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        dateQueryParams: parameters
          .filter((p) => p.in === 'query' && isDate(p.schema ?? {}))
          .map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** A calendar day (`format: date`), looking through `anyOf`/`oneOf`/`allOf` wrappers. */
export function isDate(schema: Schema): boolean {
  if (schema.format === 'date') return true;
  return (schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []).some(isDate);
}

/** The schema's own type, looking through `anyOf`/`oneOf`/`allOf` wrappers. */
export function typeOf(schema: Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  const inner = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (inner) {
    for (const option of inner) {
      const found = typeOf(option);
      if (found !== 'unknown' && found !== 'null') return found;
    }
  }
  if (schema.enum || schema.const !== undefined) return 'enum';
  if (schema.properties) return 'object';
  return 'unknown';
}

/** The object schema's properties, merged across `allOf` and the first object of `anyOf`. */
export function propertiesOf(schema: Schema): {
  properties: Record<string, Schema>;
  required: string[];
} {
  const parts = [
    schema,
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? schema.oneOf ?? []).slice(0, 1),
  ];
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    required.push(...(part.required ?? []));
  }
  return { properties, required };
}
