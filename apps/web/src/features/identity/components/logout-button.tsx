import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** Logout asks first (spec §4), then `onLogout` ends the session. */
export function LogoutButton({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onLogout();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} data-testid="logout-button">
        {t('member.logout.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('member.logout.title')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        confirmLabel={t('member.logout.confirm')}
        busy={busy}
        testId="logout-confirm"
      >
        {t('member.logout.question')}
      </ConfirmDialog>
    </>
  );
}
