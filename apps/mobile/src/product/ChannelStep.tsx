import type { Locale } from '@storefront/ui-shared';
import { t } from '@storefront/ui-shared';
import type { ChannelPicker } from '@storefront/ui-shared/react';
import { ChannelCards } from '../common/ChannelCards';
import { Step } from './Step';

/** The payment channels under the packs, each with its final price: the order is made with it. */
export function ChannelStep({
  number,
  picker,
  locale,
}: {
  number: number;
  picker: ChannelPicker;
  locale: Locale;
}) {
  if (!picker.loading && picker.options.length === 0) return null;
  return (
    <Step number={number} id="channels" title={t(locale, 'channels.title')} testId="step-channel">
      <div className="pay-choices" role="radiogroup" aria-label={t(locale, 'channels.title')}>
        {picker.loading && <span className="pay-choice skeleton-block" aria-hidden="true" />}
        <ChannelCards
          options={picker.options}
          selectedId={picker.selected?.id ?? null}
          onPick={picker.pick}
          locale={locale}
        />
      </div>
      {picker.none && <p className="product-hint">{t(locale, 'channels.none')}</p>}
    </Step>
  );
}
