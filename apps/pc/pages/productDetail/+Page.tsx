import { productRouteOf } from '@storefront/ui-shared';
import { usePageContext } from '../../src/app/page-context';
import { routeMatchOf } from '../../src/app/route-info';
import { ProductScreen } from '../../src/product/ProductScreen';

export default function Page() {
  const route = productRouteOf(routeMatchOf(usePageContext()));
  // The data hook answers 404 for anything else, so `route` is always there.
  return route ? <ProductScreen name={route.name} /> : null;
}
