import type { UserInfo } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { accountFieldSpecs, accountFormText } from '@storefront/ui-shared';
import { useChangePassword } from '@storefront/ui-shared/react';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Popup } from 'react-vant/es/popup/index.js';
import 'react-vant/es/popup/style/index.css';
import { useAppServices } from '../app/services';
import { AccountField, FormMessage } from './AccountField';

export interface ChangePasswordSheetProps {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  user: Pick<UserInfo, 'email' | 'nickname'>;
}

/** "Change password" on `/user`, a bottom sheet: the current one and a new one; this session stays. */
export default function ChangePasswordSheet({
  open,
  onClose,
  locale,
  user,
}: ChangePasswordSheetProps) {
  const { api } = useAppServices();
  const form = useChangePassword({ api, locale, user });
  const fields = accountFieldSpecs(locale);
  const at = (key: Parameters<typeof accountFormText>[1]) => accountFormText(locale, key);
  const titleId = useId();
  // Mounted closed, then opened: the first opening animates like the others.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(open), [open]);
  const close = () => {
    form.close();
    onClose();
  };

  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      safeAreaInsetBottom
      onClose={close}
      className="account-sheet"
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="account-form">
        <h2 id={titleId} className="account-form__title">
          {at('account.changeTitle')}
        </h2>
        {form.done ? (
          <>
            <FormMessage text={form.done} tone="success" />
            <Button type="primary" size="large" round block onClick={close}>
              {at('account.done')}
            </Button>
          </>
        ) : (
          <form onSubmit={form.submit} noValidate aria-label={at('account.changeTitle')}>
            <p className="screen__description">{at('account.changeIntro')}</p>
            <AccountField form={form} field="currentPassword" {...fields.currentPassword} />
            <AccountField form={form} field="newPassword" {...fields.newPassword} />
            <FormMessage text={form.formError} tone="error" />
            <Button
              nativeType="submit"
              type="primary"
              size="large"
              round
              block
              loading={form.busy}
              disabled={form.busy}
            >
              {at('account.changeSubmit')}
            </Button>
          </form>
        )}
      </div>
    </Popup>
  );
}
