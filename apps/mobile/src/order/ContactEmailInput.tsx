import { type Locale, t } from '@storefront/ui-shared';
import type { ContactEmailField } from '@storefront/ui-shared/react';

/** "Email for the receipt" on the payment step: prefilled, changeable, checked when Pay is pressed. */
export function ContactEmailInput({
  field,
  disabled,
  locale,
}: {
  field: ContactEmailField;
  disabled: boolean;
  locale: Locale;
}) {
  return (
    <label className="contact-email">
      <span className="contact-email__label">{t(locale, 'contact.email')}</span>
      <input
        className="contact-email__input"
        name="contactEmail"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={field.value}
        disabled={disabled}
        aria-invalid={field.problem ? true : undefined}
        aria-describedby="contact-email-hint"
        onChange={(event) => field.setValue(event.target.value)}
      />
      <span
        className={
          field.problem ? 'contact-email__hint contact-email__hint--error' : 'contact-email__hint'
        }
        id="contact-email-hint"
      >
        {t(locale, field.problem ?? 'contact.emailHint')}
      </span>
    </label>
  );
}
