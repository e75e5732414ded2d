import { gameDetailQuery } from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { LoadFailed } from '../catalog/LoadProblem';
import { useCatalogScope } from '../data/catalog-scope';
import { LinkProduct } from './LinkProduct';
import { PackProduct } from './PackProduct';
import { ProductHero, ProductSkeleton } from './ProductHero';
import { RedeemSteps } from './RedeemSteps';
import './product.css';

/** The product detail page of the game `name`, priced in the active currency. */
export function ProductScreen({ name }: { name: string }) {
  const { api } = useAppServices();
  const { tr } = useText();
  const scope = useCatalogScope();
  const query = useQuery({
    ...gameDetailQuery(api, scope, name),
    placeholderData: keepPreviousData,
  });
  const game = query.data?.name === name ? query.data : undefined;
  return (
    <section className="pc-page pc-product" data-page="productDetail">
      {game ? (
        <>
          <ProductHero game={game} />
          {game.type === 'Links' ? (
            <LinkProduct key={game.name} game={game} scope={scope} />
          ) : (
            <PackProduct key={game.name} game={game} scope={scope} busy={query.isPlaceholderData} />
          )}
          <RedeemSteps game={game} />
        </>
      ) : query.isError ? (
        <LoadFailed message={tr('product.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <ProductSkeleton />
      )}
    </section>
  );
}
