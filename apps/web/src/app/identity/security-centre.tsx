import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/change-password/change-password-form';
import { useAuthDialogs } from '@/features/auth/model/auth-dialogs-store';
import { SecurityCentreModal } from '@/features/member/components/security-centre/security-centre-modal';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useState } from 'react';

/** The member's security centre with the auth feature's change-password form in its password tab. */
function PasswordSection() {
  const { t } = useTranslation();
  const oldPasswordUnknown = useAuthDialogs((s) => s.oldPasswordUnknown);
  const [changed, setChanged] = useState(false);
  return (
    <div className="form">
      {changed ? (
        <FormAlert tone="success" testId="password-changed">
          {t('auth.password.changed')}
        </FormAlert>
      ) : null}
      <ChangePasswordForm requireOld={!oldPasswordUnknown} onDone={() => setChanged(true)} />
    </div>
  );
}

export default function SecurityCentre({ onClose }: { onClose: () => void }) {
  return <SecurityCentreModal onClose={onClose} passwordSection={<PasswordSection />} />;
}
