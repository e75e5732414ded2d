import { type Locale, t } from '@storefront/ui-shared';
import { useState } from 'react';

/** The voucher codes of a completed line, each with a copy button that says when it copied. */
export function VoucherCodes({ codes, locale }: { codes: readonly string[]; locale: Locale }) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
    } catch {
      // No clipboard (an insecure origin, or permission refused): the code stays selectable.
      setCopied(null);
    }
  }

  return (
    <div className="vouchers" data-testid="vouchers">
      <span className="vouchers__label">{t(locale, 'checkout.vouchers')}</span>
      <ul className="vouchers__list">
        {codes.map((code) => (
          <li key={code} className="voucher">
            <code className="voucher__code" data-testid="voucher-code">
              {code}
            </code>
            <button
              type="button"
              className="voucher__copy"
              onClick={() => copy(code)}
              aria-label={`${t(locale, 'checkout.copy')} ${code}`}
              data-testid="copy-voucher"
            >
              {copied === code ? t(locale, 'checkout.copied') : t(locale, 'checkout.copy')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
