import { t } from '@storefront/ui-shared';
import { gameDetailQuery } from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../catalog/use-catalog-scope';
import { LinkPurchase } from './LinkPurchase';
import { PackPurchase } from './PackPurchase';
import { ProductHero } from './ProductHero';
import { RedeemSteps } from './RedeemSteps';
import { ProductSkeleton, ReadFailed } from './ScreenStates';
import './product.css';

/**
 * The product page. The game is server-rendered in the server's default currency; once the stored
 * currency is known (or the visitor switches it) the packs are read again and re-priced in place,
 * keeping the old prices until the new ones arrive.
 */
export function ProductScreen({ name }: { name: string }) {
  const scope = useCatalogScope();
  const { api } = useAppServices();
  const detail = useQuery({
    ...gameDetailQuery(api, scope, name),
    placeholderData: keepPreviousData,
  });
  const { locale } = scope;
  if (detail.isPending) return <ProductSkeleton />;
  if (!detail.data) {
    return (
      <ReadFailed
        title={t(locale, 'product.loadFailed')}
        locale={locale}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const game = detail.data;
  return (
    <article className="product" data-testid="product" data-game={game.name} data-type={game.type}>
      <ProductHero game={game} />
      {game.type === 'Links' ? (
        <LinkPurchase key={game.name} game={game} scope={scope} />
      ) : (
        <PackPurchase key={game.name} game={game} scope={scope} />
      )}
      <RedeemSteps game={game} locale={locale} />
    </article>
  );
}
