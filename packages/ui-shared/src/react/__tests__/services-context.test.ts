import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServicesContext, type ServicesContext } from '../services-context';

interface Services {
  name: string;
}

/** Renders what `context`'s hook answers, inside the provider of `around` when given. */
function readServices(
  context: ServicesContext<Services>,
  around?: { context: ServicesContext<Services>; services: Services },
): string {
  const reader = createElement(ServicesName, { context });
  if (!around) return renderToString(reader);
  return renderToString(
    createElement(around.context.context.Provider, { value: around.services }, reader),
  );
}

function ServicesName({ context }: { context: ServicesContext<Services> }): ReactNode {
  return context.useServices().name;
}

describe('createServicesContext', () => {
  it("gives the provider's services to the hook below it", () => {
    const shop = createServicesContext<Services>('useShopServices');
    expect(readServices(shop, { context: shop, services: { name: 'shop' } })).toBe('shop');
  });

  it('names the hook when it is used outside a provider', () => {
    const shop = createServicesContext<Services>('useShopServices');
    expect(() => readServices(shop)).toThrow('useShopServices() outside its services provider');
  });

  it('keeps two apps apart: a provider of one context does not serve another', () => {
    const first = createServicesContext<Services>('useFirst');
    const second = createServicesContext<Services>('useSecond');
    expect(() => readServices(second, { context: first, services: { name: 'first' } })).toThrow(
      'useSecond()',
    );
  });
});
