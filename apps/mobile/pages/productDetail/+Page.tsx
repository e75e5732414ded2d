import { usePageContext } from '../../src/app/page-context';
import { ProductScreen } from '../../src/product/ProductScreen';

export default function Page() {
  const product = usePageContext().data?.product;
  if (!product) return null;
  return <ProductScreen key={product.name} name={product.name} />;
}
