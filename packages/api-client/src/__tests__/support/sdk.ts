import type { ApiClient, RouteDefinition } from '../../index';

export type SdkFunction = (...args: unknown[]) => Promise<unknown>;

/** Every endpoint method of a client by dotted name (`legacy.order.create`); `http` is skipped. */
export function sdkMethods(client: ApiClient): Map<string, SdkFunction> {
  const methods = new Map<string, SdkFunction>();
  const walk = (value: unknown, prefix: string[]): void => {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const name = [...prefix, key];
      if (typeof child === 'function') methods.set(name.join('.'), child as SdkFunction);
      else if (typeof child === 'object' && child !== null) walk(child, name);
    }
  };
  const { http: _http, ...resources } = client;
  walk(resources, []);
  return methods;
}

/** Every route of a route table (or of `contract`) by dotted name. */
export function routeEntries(table: object): Map<string, RouteDefinition> {
  const entries = new Map<string, RouteDefinition>();
  const walk = (value: object, prefix: string[]): void => {
    for (const [key, child] of Object.entries(value)) {
      const name = [...prefix, key];
      if (typeof child !== 'object' || child === null) continue;
      if ('path' in child && 'method' in child)
        entries.set(name.join('.'), child as RouteDefinition);
      else walk(child, name);
    }
  };
  walk(table, []);
  return entries;
}
