import type { UserInfo } from '@storefront/api-client/contract';
import { accountFieldSpecs } from '@storefront/ui-shared';
import { useChangePassword } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { AccountField, accountTextOf, FormMessage } from './AccountField';
import './login-dialog.css';

export interface ChangePasswordDialogProps {
  user: Pick<UserInfo, 'email' | 'nickname'>;
  onClose(): void;
}

/** "Change password" on `/personal`: the current one and a new one; this session stays. */
export default function ChangePasswordDialog({ user, onClose }: ChangePasswordDialogProps) {
  const { api } = useAppServices();
  const { locale } = useText();
  const at = accountTextOf(locale);
  const form = useChangePassword({ api, locale, user });
  const fields = accountFieldSpecs(locale);
  return (
    <Modal
      open
      title={at('account.changeTitle')}
      onCancel={onClose}
      footer={null}
      width={440}
      destroyOnHidden
      className="pc-change-password"
    >
      {form.done ? (
        <>
          <FormMessage text={form.done} tone="success" />
          <Button type="primary" size="large" block onClick={onClose}>
            {at('account.done')}
          </Button>
        </>
      ) : (
        <Form
          layout="vertical"
          requiredMark={false}
          noValidate
          className="pc-account-form"
          name="change-password"
          onFinish={() => form.submit()}
          disabled={form.busy}
        >
          <p className="pc-login-dialog__intro">{at('account.changeIntro')}</p>
          <AccountField form={form} field="currentPassword" autoFocus {...fields.currentPassword} />
          <AccountField form={form} field="newPassword" {...fields.newPassword} />
          <FormMessage text={form.formError} tone="error" />
          <Button type="primary" htmlType="submit" size="large" block loading={form.busy}>
            {at('account.changeSubmit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
