import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useModule } from '../../model/auth-config';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { AuthBanner } from '../common/auth-banner';
import { LoginExtras } from './login-extras';
import { LoginVerifyForm } from './login-verify-form';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

type LoginTab = 'username' | 'sms';

/**
 * The login popup (`loginPopupModal`, spec §2): banner, username / SMS tabs when SMS login is on,
 * then the two-factor check when the server asks for it.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const notice = useAuthDialogs((s) => s.loginNotice);
  const close = useAuthDialogs((s) => s.close);
  const smsOn = useModule('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginTab>('username');
  const [challenge, setChallenge] = useState<LoginVerifyRequiredValue | null>(null);
  const base = useTabsBase();
  const active: LoginTab = smsOn ? tab : 'username';

  return (
    <Modal
      open
      onClose={close}
      title={challenge ? t('auth.verify.title') : t('auth.login.title')}
      testId="login-modal"
      footer={null}
    >
      <div className="form">
        <AuthBanner group="w_login" />
        {notice ? (
          <FormAlert tone="info" testId="login-notice">
            {t(notice)}
          </FormAlert>
        ) : null}
        {challenge ? (
          <LoginVerifyForm challenge={challenge} onBack={() => setChallenge(null)} />
        ) : (
          <>
            {smsOn ? (
              <Tabs
                base={base}
                label={t('auth.login.title')}
                active={active}
                onChange={setTab}
                tabs={[
                  { id: 'username', label: t('auth.login.tabUsername'), testId: 'login-tab-username' },
                  { id: 'sms', label: t('auth.login.tabSms'), testId: 'login-tab-sms' },
                ]}
              />
            ) : null}
            <div {...(smsOn ? tabPanelProps(base, active) : {})}>
              {active === 'sms' ? (
                <SmsLoginForm onVerifyRequired={setChallenge} />
              ) : (
                <PasswordLoginForm onVerifyRequired={setChallenge} />
              )}
            </div>
            <LoginExtras />
          </>
        )}
      </div>
    </Modal>
  );
}
