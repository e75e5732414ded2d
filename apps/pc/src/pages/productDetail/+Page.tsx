import { usePageContext } from '../../app/page-context';
import { ProductScreen } from '../../product/ProductScreen';
import { productRouteOf } from '../../product/product-route';

export default function Page() {
  const route = productRouteOf(usePageContext());
  // The data hook answers 404 for anything else, so `route` is always there.
  return route ? <ProductScreen name={route.name} /> : null;
}
