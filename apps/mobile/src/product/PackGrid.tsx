import type { Pack } from '@storefront/api-client/contract';
import {
  badgeLabel,
  fewLeft,
  formatMoney,
  isPackAvailable,
  type Locale,
  t,
} from '@storefront/ui-shared';

export interface PackGridProps {
  packs: readonly Pack[];
  selectedId: number | null;
  onSelect: (pack: Pack) => void;
  locale: Locale;
  labelledBy: string;
}

/**
 * The packs as tiles, one choice of many (native radios: arrow keys, screen readers): title, price in the active currency, the
 * struck-through original price, badge, units left; a sold-out pack is shown but cannot be chosen.
 */
export function PackGrid({ packs, selectedId, onSelect, locale, labelledBy }: PackGridProps) {
  return (
    <div className="pack-grid" role="radiogroup" aria-labelledby={labelledBy} data-testid="packs">
      {packs.map((pack) => {
        const available = isPackAvailable(pack);
        const selected = pack.id === selectedId;
        return (
          <label
            key={pack.id}
            className={`pack-tile${selected ? ' pack-tile--selected' : ''}${available ? '' : ' pack-tile--sold-out'}`}
            data-testid="pack"
            data-pack={pack.id}
            data-sold-out={available ? undefined : true}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={labelledBy}
              value={pack.id}
              checked={selected}
              disabled={!available}
              onChange={() => onSelect(pack)}
            />
            {pack.badge && (
              <span className="pack-tile__badge">{badgeLabel(locale, pack.badge)}</span>
            )}
            <span className="pack-tile__title">{pack.title}</span>
            <span className="pack-tile__price" data-testid="pack-price">
              {formatMoney(pack.price, locale)}
            </span>
            {pack.originalPrice && (
              <s className="pack-tile__original">{formatMoney(pack.originalPrice, locale)}</s>
            )}
            <PackStock pack={pack} locale={locale} />
          </label>
        );
      })}
    </div>
  );
}

function PackStock({ pack, locale }: { pack: Pack; locale: Locale }) {
  if (!isPackAvailable(pack)) {
    return (
      <span className="pack-tile__stock pack-tile__stock--out">{t(locale, 'product.soldOut')}</span>
    );
  }
  const left = fewLeft(pack);
  if (left === null) return null;
  return <span className="pack-tile__stock">{t(locale, 'product.fewLeft', { count: left })}</span>;
}
