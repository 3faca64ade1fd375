import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useMemberInfo } from '../../api/get-member-info';
import { AvatarSection } from './avatar-section';
import { LoginHistorySection } from './login-history-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';
import { TotpSection } from './totp-section';
import './security-centre.css';

const SECTIONS = ['profile', 'password', 'payment', 'totp', 'history', 'avatar'] as const;
type Section = (typeof SECTIONS)[number];

interface SecurityCentreModalProps {
  onClose: () => void;
  /** The login-password form (auth feature), composed in by `src/app`. */
  passwordSection: ReactNode;
}

/**
 * The security centre ("My Account", spec §2 `securityCenter`), a modal: profile, login
 * password, payment password, Google Authenticator, login history and avatar.
 */
export function SecurityCentreModal({ onClose, passwordSection }: SecurityCentreModalProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('profile');
  const info = useMemberInfo();
  const base = useTabsBase();
  const body = () => {
    if (section === 'password') return passwordSection;
    if (section === 'history') return <LoginHistorySection />;
    if (section === 'avatar') return <AvatarSection />;
    if (!info.data) return <Spinner />;
    if (section === 'profile') return <ProfileSection mobile={info.data.mobile} />;
    if (section === 'payment')
      return <PaymentPasswordSection hasPaymentPassword={info.data.hasPaymentPassword} />;
    return <TotpSection hasTotp={info.data.hasTotp} />;
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('member.security.title')}
      testId="security-centre"
      width={720}
      footer={null}
    >
      <Tabs
        base={base}
        label={t('member.security.title')}
        active={section}
        onChange={setSection}
        tabs={SECTIONS.map((id) => ({ id, label: t(`member.security.${id}`), testId: `security-tab-${id}` }))}
      />
      <div {...tabPanelProps(base, section)} className="security-panel">
        {body()}
      </div>
    </Modal>
  );
}

export default SecurityCentreModal;
