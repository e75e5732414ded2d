import { describe, expect, it } from 'vitest';
import { listEndpoints } from '../contract';
import { createApiClient, routes } from '../index';
import { routeEntries, sdkMethods } from './support/sdk';
import { useTestServer } from './support/server';

const server = useTestServer();

/** The methods whose first argument is the per-call options: they always send `{}`. */
const NO_BODY = new Set([
  'shopHome.initData',
  'shopHome.frame',
  'user.logout',
  'user.summary',
  'shopCart.num',
  'shopRazer.getRate',
  'legacy.user.current',
  'legacy.pageSettings.homeCarouselList',
  'legacy.currency.list',
]);

const ROUTES = routeEntries(routes);
const METHOD_NAMES = [...sdkMethods(createApiClient()).keys()];
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function sdk() {
  return sdkMethods(createApiClient({ baseURL: server.url }));
}

describe('every SDK method hits its route', () => {
  it('the client has one method per route, under the same name', () => {
    expect(METHOD_NAMES.length).toBeGreaterThan(50);
    expect([...METHOD_NAMES].sort()).toEqual([...ROUTES.keys()].sort());
  });

  it.each(METHOD_NAMES)('%s', async (name) => {
    const route = ROUTES.get(name);
    const call = sdk().get(name);
    if (!route || !call) throw new Error(`No route or method for ${name}`);
    const payload = { probe: name, nested: { list: [1, 'two'], flag: false } };

    await call(payload);
    await call();

    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.method).toBe(route.method);
      expect(request.pathname).toBe(route.path);
    }
    const [withPayload, withoutPayload] = server.requests;
    if (route.method === 'GET') {
      expect(withoutPayload?.rawBody).toBe('');
      expect(withoutPayload?.url).toBe(route.path);
      if (NO_BODY.has(name)) expect(withPayload?.url).toBe(route.path);
      else expect(withPayload?.query.get('probe')).toBe(name);
    } else {
      expect(withPayload?.body).toEqual(NO_BODY.has(name) ? {} : payload);
      expect(withoutPayload?.body).toEqual({});
      expect(withPayload?.headers['content-type']).toBe('application/json');
      if (!route.stamped) expect(withPayload?.url).toBe(route.path);
    }
  });

  it('every route is reached by some SDK method', async () => {
    for (const call of sdk().values()) await call();
    const reached = new Set(
      server.requests.map((request) => key(request.method, request.pathname)),
    );
    const declared = new Set([...ROUTES.values()].map((route) => key(route.method, route.path)));
    expect(declared.size).toBe(ROUTES.size);
    expect([...reached].sort()).toEqual([...declared].sort());
  });

  it('the spec endpoints are all in the route table', () => {
    const declared = new Set([...ROUTES.values()].map((route) => key(route.method, route.path)));
    const spec = [
      ...['list', 'detail', 'packs', 'accountInfo', 'titleList', 'gameStockValidate'].map(
        (name) => `POST /api/game/${name}`,
      ),
      ...['login', 'current', 'orderCurrencysDiscountPrice', 'accountDetailList'].map(
        (name) => `POST /api/user/${name}`,
      ),
      'GET /api/user/accountDetailFile',
      'GET /api/pageSettings/homeCarouselList',
      ...['list', 'add', 'delete', 'orderspay'].map((name) => `POST /api/shopcart/${name}`),
      'POST /api/currency/list',
      ...['list', 'add', 'Delete', 'payOrder', 'orderDiscountPrice', 'IDRDiscount'].map(
        (name) => `POST /api/link/${name}`,
      ),
      ...['list', 'create', 'pay', 'detail', 'checkid'].map((name) => `POST /api/order/${name}`),
      ...['Summary', 'SummaryNew', 'InitData'].map((name) => `POST /api/ShopHome/${name}`),
      ...['List', 'SimpleList', 'SimplePageList', 'Detail'].map(
        (name) => `POST /api/ShopGame/${name}`,
      ),
      ...['Login', 'Summary', 'BalanceLog'].map((name) => `POST /api/User/${name}`),
      ...['List', 'Add', 'Del', 'Num'].map((name) => `POST /api/ShopCart/${name}`),
      ...['Pay', 'Add', 'PageList', 'Detail'].map((name) => `POST /api/OrderDeal/${name}`),
      ...['CheckPrice', 'AddCart', 'Del', 'GetRate'].map((name) => `POST /api/ShopRazer/${name}`),
    ];
    expect(spec.filter((endpoint) => !declared.has(endpoint))).toEqual([]);
  });
});

describe('contract', () => {
  it('listEndpoints() has exactly the method + path set of routes, under the same names', () => {
    const endpoints = listEndpoints();
    const fromContract = endpoints.map((endpoint) => key(endpoint.method, endpoint.path)).sort();
    const fromRoutes = [...ROUTES.values()].map((route) => key(route.method, route.path)).sort();
    expect(fromContract).toEqual(fromRoutes);
    expect(new Set(fromContract).size).toBe(fromContract.length);
    expect(endpoints.map((endpoint) => endpoint.name).sort()).toEqual([...ROUTES.keys()].sort());
  });

  it('each contract entry keeps its route settings and has the schemas its method needs', () => {
    for (const endpoint of listEndpoints()) {
      const route = ROUTES.get(endpoint.name);
      expect(endpoint.timeout, endpoint.name).toBe(route?.timeout);
      expect(endpoint.stamped, endpoint.name).toBe(route?.stamped);
      expect(endpoint.download, endpoint.name).toBe(route?.download);
      if (endpoint.method === 'POST') expect(endpoint.body, endpoint.name).toBeDefined();
      else expect(endpoint.body, endpoint.name).toBeUndefined();
      if (!endpoint.download) expect(endpoint.response, endpoint.name).toBeDefined();
      expect(endpoint.summary.length, endpoint.name).toBeGreaterThan(0);
    }
  });
});
