import { productRouteOf } from '@storefront/ui-shared';
import { usePageContext } from '../../app/page-context';
import { routeMatchOf } from '../../app/route-info';
import { ProductScreen } from '../../product/ProductScreen';

export default function Page() {
  const route = productRouteOf(routeMatchOf(usePageContext()));
  // The data hook answers 404 for anything else, so `route` is always there.
  return route ? <ProductScreen name={route.name} /> : null;
}
