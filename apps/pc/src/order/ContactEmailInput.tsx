import type { ContactEmailField } from '@storefront/ui-shared/react';
import Input from 'antd/es/input';
import { useText } from '../app/text';

/** "Email for the receipt" on the payment step: prefilled, changeable, checked when Pay is pressed. */
export function ContactEmailInput({
  field,
  disabled,
}: {
  field: ContactEmailField;
  disabled: boolean;
}) {
  const { tr } = useText();
  return (
    <div className="pc-pay__contact">
      <label htmlFor="pc-pay-contact">{tr('contact.email')}</label>
      <Input
        id="pc-pay-contact"
        name="contactEmail"
        type="email"
        autoComplete="email"
        value={field.value}
        disabled={disabled}
        status={field.problem ? 'error' : undefined}
        aria-describedby="pc-pay-contact-hint"
        onChange={(event) => field.setValue(event.target.value)}
      />
      <span className="pc-pay__contact-hint" id="pc-pay-contact-hint">
        {field.problem ? tr(field.problem) : tr('contact.emailHint')}
      </span>
    </div>
  );
}
