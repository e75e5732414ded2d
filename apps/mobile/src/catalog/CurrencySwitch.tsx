import { currencyActiveAtom, currencyListAtom } from '@storefront/state';
import { useAtomValue } from 'jotai/react';
import { useAppServices } from '../app/services';

/**
 * The currency prices are shown in, a native select (the phone's own picker). Shown once the
 * currencies are known in the browser; changing it re-prices the page in place.
 */
export function CurrencySwitch() {
  const { store } = useAppServices();
  const currencies = useAtomValue(currencyListAtom);
  const active = useAtomValue(currencyActiveAtom);
  if (currencies.length === 0 || !active) return null;
  return (
    <label className="currency-switch">
      <span className="visually-hidden">Currency</span>
      <select
        className="currency-switch__select"
        data-testid="currency-switch"
        value={active.id}
        onChange={(event) => {
          const next = currencies.find((currency) => currency.id === Number(event.target.value));
          if (next) store.set(currencyActiveAtom, next);
        }}
      >
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.code}
          </option>
        ))}
      </select>
    </label>
  );
}
