import * as contractModule from '@storefront/api-client/contract';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

const isEndpointAlias = (name: string) => /(Request|Response)$/.test(name);

/**
 * Every schema the contract exports, named as it is exported (the SDK's type names). A schema
 * exported under several names takes its general one (`CurrencyChoice`, not `CartListRequest`).
 */
function contractNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const exports = Object.entries(contractModule).sort(
    ([a], [b]) => Number(isEndpointAlias(a)) - Number(isEndpointAlias(b)) || a.localeCompare(b),
  );
  for (const [name, value] of exports) {
    if (isSchema(value) && !names.has(value)) names.set(value, name);
  }
  return names;
}

/** Points every `#/$defs/X` of a converted schema at `components.schemas[rename(X)]`, in place. */
function relink(value: unknown, rename: (id: string) => string): void {
  if (typeof value !== 'object' || value === null) return;
  const node = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(node)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
      node[key] = `${COMPONENTS}${rename(inner.slice('#/$defs/'.length))}`;
    } else {
      relink(inner, rename);
    }
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Converts zod schemas to JSON Schema for the OpenAPI document, taking every named schema (the
 * contract's exports plus `extraNames`) out into `components.schemas`. A named schema whose request
 * form differs from its answer form (defaults make fields optional) gets a second component,
 * `<Name>Input`, for requests.
 */
export function createSchemaCollector(extraNames: Record<string, z.ZodType> = {}) {
  const names = contractNames();
  for (const [name, schema] of Object.entries(extraNames)) names.set(schema, name);
  const metadata = {
    get(schema: z.ZodType) {
      const meta = z.globalRegistry.get(schema);
      const id = names.get(schema);
      return id ? { ...meta, id } : meta;
    },
  } as unknown as typeof z.globalRegistry;
  const defs: Record<Io, Record<string, JsonSchema>> = { input: {}, output: {} };
  const converted: Array<{ io: Io; schema: JsonSchema }> = [];

  return {
    /**
     * A schema for the document; its `$ref`s resolve once `components()` has been called. `inline`
     * keeps a named root out of the components (a query string is spelled out as parameters).
     */
    schema(schema: z.ZodType, io: Io, { inline = false } = {}): JsonSchema {
      const {
        $schema: _schema,
        $defs,
        ...rest
      } = z.toJSONSchema(schema, {
        io,
        target: 'draft-2020-12',
        unrepresentable: 'any',
        metadata,
      }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
      const rootId = names.get(schema);
      let result: JsonSchema = rest;
      if (inline && rootId && $defs?.[rootId]) {
        result = $defs[rootId];
        delete $defs[rootId];
      }
      Object.assign(defs[io], $defs);
      converted.push({ io, schema: result });
      return result;
    },
    /** `components.schemas`, and every converted schema's `$ref`s pointed at it. */
    components(): Record<string, JsonSchema> {
      const inputNames = new Map(
        Object.entries(defs.input).map(([id, def]) => {
          const output = defs.output[id];
          return [id, output && !sameJson(output, def) ? `${id}Input` : id];
        }),
      );
      const rename = (io: Io) =>
        io === 'input' ? (id: string) => inputNames.get(id) ?? id : (id: string) => id;
      for (const entry of converted) relink(entry.schema, rename(entry.io));
      const schemas: Record<string, JsonSchema> = {};
      for (const io of ['output', 'input'] as const) {
        for (const [id, def] of Object.entries(defs[io])) {
          relink(def, rename(io));
          schemas[rename(io)(id)] = def;
        }
      }
      return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}
