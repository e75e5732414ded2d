import type { Pack } from '@storefront/api-client/contract';
import { badgeLabel, fewLeft, formatMoney, isPackAvailable } from '@storefront/ui-shared';
import { useText } from '../app/text';

/**
 * The packs as tiles: a native radio group (arrow keys move the choice, works before hydration),
 * sold-out packs disabled.
 */
export function PackPicker({
  packs,
  selectedId,
  onSelect,
  busy,
}: {
  packs: readonly Pack[];
  selectedId: number | undefined;
  onSelect(pack: Pack): void;
  /** Prices of another currency are on their way. */
  busy: boolean;
}) {
  const { locale, tr } = useText();
  if (packs.length === 0) return <p className="pc-product__note">{tr('product.noPacks')}</p>;
  return (
    <fieldset className="pc-packs" aria-busy={busy || undefined}>
      <legend className="pc-visually-hidden">{tr('product.packs')}</legend>
      {packs.map((pack) => {
        const available = isPackAvailable(pack);
        const left = fewLeft(pack);
        return (
          <label
            key={pack.id}
            className="pc-pack"
            data-testid="pack"
            data-pack={pack.id}
            data-sold-out={available ? undefined : true}
          >
            <input
              className="pc-visually-hidden"
              type="radio"
              name="pack"
              value={pack.id}
              checked={pack.id === selectedId}
              disabled={!available}
              onChange={() => onSelect(pack)}
            />
            {pack.badge && <span className="pc-pack__badge">{badgeLabel(locale, pack.badge)}</span>}
            <span className="pc-pack__title">{pack.title}</span>
            <span className="pc-pack__prices">
              <span className="pc-pack__price" data-price>
                {formatMoney(pack.price, locale)}
              </span>
              {pack.originalPrice && (
                <s className="pc-pack__was">{formatMoney(pack.originalPrice, locale)}</s>
              )}
            </span>
            {!available ? (
              <span className="pc-pack__stock pc-pack__stock--out">{tr('product.soldOut')}</span>
            ) : (
              left !== null && (
                <span className="pc-pack__stock">{tr('product.fewLeft', { count: left })}</span>
              )
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
