import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/identity/components/change-password/change-password-form';
import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { SecurityCentrePanel } from '@/features/identity/components/security-centre/security-centre-panel';
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

/** The member centre's "My account" page (`securityCenter`). */
export default function SecurityCentre({ initialSection }: { initialSection?: string | null }) {
  return <SecurityCentrePanel passwordSection={<PasswordSection />} initialSection={initialSection} />;
}
