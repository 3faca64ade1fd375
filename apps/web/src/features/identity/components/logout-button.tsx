import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** Logout asks first (spec §4), then `onLogout` ends the session. */
export function LogoutButton({
  onLogout,
  testId = 'logout-button',
}: {
  onLogout: () => Promise<void>;
  testId?: string;
}) {
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
      <Button
        variant="ghost"
        size="sm"
        className="logout-button"
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {/* Phones show only the icon; the words stay the button's name. */}
        <svg className="logout-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        <span className="logout-label">{t('member.logout.button')}</span>
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
