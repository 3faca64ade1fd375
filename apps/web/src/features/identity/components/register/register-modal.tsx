import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useRegisterSettings } from '../../api/register-settings';
import { useModule } from '../../model/auth-config';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { AuthBanner } from '../common/auth-banner';
import { RegisterForm } from './register-form';
import type { RegisterTab } from './register-values';
import { useAffiliateFromUrl } from './use-affiliate-from-url';

const formatAmount = (amount: number) =>
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(amount);

/**
 * The register modal (`registerModal`, spec §2): banner, the bonus in the title, tabs by
 * username / by mobile (MOBILENUMREG3), and the invitation-code check of the link it came from.
 */
export function RegisterModal() {
  const { t } = useTranslation();
  const close = useAuthDialogs((s) => s.close);
  const asAgent = useAuthDialogs((s) => s.registerAsAgent);
  const settings = useRegisterSettings();
  const mobileOn = useModule('MOBILENUMREG3');
  const usernameOn = useModule('USERNAMEREG3') || !mobileOn;
  const tabs: RegisterTab[] = [
    ...(usernameOn ? ['username' as const] : []),
    ...(mobileOn ? ['mobile' as const] : []),
  ];
  const [chosenTab, setTab] = useState<RegisterTab>(tabs[0]!);
  const tab = tabs.includes(chosenTab) ? chosenTab : tabs[0]!;
  const base = useTabsBase();
  const affiliate = useAffiliateFromUrl();
  const [warningSeen, setWarningSeen] = useState(false);

  const bonus = settings.data?.bonus;
  const title = asAgent
    ? t('register.titleAgent')
    : bonus
      ? t('register.titleBonus', { amount: formatAmount(bonus.amount), currency: bonus.currency })
      : t('register.title');
  const affiliateRuleOn = settings.data?.rules.affiliateCode?.enabled ?? false;
  const showAffiliate =
    affiliate.state === 'invalid' ||
    (affiliateRuleOn && affiliate.state !== 'valid' && affiliate.state !== 'checking');

  return (
    <Modal open onClose={close} title={title} testId="register-modal" footer={null} width={440}>
      <div className="form">
        <AuthBanner group="w_register" />
        {settings.isPending ? <Spinner /> : null}
        {settings.isError ? (
          <>
            <FormAlert testId="register-settings-error">
              {messageText(t, errorMessage(settings.error))}
            </FormAlert>
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          </>
        ) : null}
        {settings.data ? (
          <>
            {tabs.length > 1 ? (
              <Tabs
                base={base}
                label={t('register.title')}
                active={tab}
                onChange={setTab}
                tabs={tabs.map((id) => ({
                  id,
                  label: t(`register.tab.${id}`),
                  testId: `register-tab-${id}`,
                }))}
              />
            ) : null}
            <div {...(tabs.length > 1 ? tabPanelProps(base, tab) : {})}>
              <RegisterForm
                key={tab}
                settings={settings.data}
                tab={tab}
                showAffiliate={showAffiliate}
                hidden={{
                  affiliateCode:
                    affiliate.state === 'valid' || affiliate.state === 'checking' ? affiliate.code : null,
                  referralCode: affiliate.referralCode,
                  joinAsAgent: asAgent,
                }}
              />
            </div>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={affiliate.state === 'invalid' && !warningSeen}
        title={t('register.invitationTitle')}
        onConfirm={() => setWarningSeen(true)}
        testId="invitation-error-dialog"
      >
        {t('error.invitation.code.error')}
      </ConfirmDialog>
    </Modal>
  );
}
