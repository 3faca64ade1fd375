import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Modal } from '@/shared/ui/modal';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useModule } from '../../model/auth-config';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

type ForgotTab = 'email' | 'mobile';

/** The forgot-password modal (`forgetPassModal`, spec §2): by e-mail, or by mobile with PWRESETSMS3. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const close = useAuthDialogs((s) => s.close);
  const openLogin = useAuthDialogs((s) => s.openLogin);
  const mobileOn = useModule('PWRESETSMS3');
  const [chosen, setTab] = useState<ForgotTab>('email');
  const [sent, setSent] = useState(false);
  const tab: ForgotTab = mobileOn ? chosen : 'email';
  const base = useTabsBase();

  if (sent) {
    // Spec §4: a "been sent" confirmation, then the modal closes.
    return (
      <ConfirmDialog open title={t('forgot.sentTitle')} onConfirm={close} testId="forgot-sent-dialog">
        {t('forgot.sentText')}
      </ConfirmDialog>
    );
  }

  return (
    <Modal
      open
      onClose={close}
      title={t('forgot.title')}
      testId="forgot-modal"
      footer={
        <Button variant="ghost" onClick={() => openLogin()} data-testid="forgot-back-to-login">
          {t('forgot.backToLogin')}
        </Button>
      }
    >
      {mobileOn ? (
        <Tabs
          base={base}
          label={t('forgot.title')}
          active={tab}
          onChange={setTab}
          tabs={[
            { id: 'email', label: t('forgot.tab.email'), testId: 'forgot-tab-email' },
            { id: 'mobile', label: t('forgot.tab.mobile'), testId: 'forgot-tab-mobile' },
          ]}
        />
      ) : null}
      <div {...(mobileOn ? tabPanelProps(base, tab) : {})}>
        {tab === 'mobile' ? <ForgotByPhoneForm /> : <ForgotByEmailForm onSent={() => setSent(true)} />}
      </div>
    </Modal>
  );
}
