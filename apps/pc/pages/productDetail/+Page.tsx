import { productRouteOf } from '@storefront/ui-shared';
import { pageRouteMatch } from '@storefront/ui-shared/react';
import { usePageContext } from '../../src/app/page-context';
import { ProductScreen } from '../../src/product/ProductScreen';

export default function Page() {
  const route = productRouteOf(pageRouteMatch('pc', usePageContext()));
  // The data hook answers 404 for anything else, so `route` is always there.
  return route ? <ProductScreen name={route.name} /> : null;
}
