import { useTranslation } from 'react-i18next';
import { requestAuthDialog } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useMemberPanels } from '../model/member-panels-store';

/** A trial account tried a member-only action: "Please register an account first" (spec §4). */
export function TrialWarningDialog() {
  const { t } = useTranslation();
  const open = useMemberPanels((s) => s.trialWarning);
  const close = useMemberPanels((s) => s.closeTrialWarning);
  return (
    <ConfirmDialog
      open={open}
      title={t('member.trial.title')}
      onConfirm={close}
      testId="trial-warning"
      extra={
        <Button
          variant="secondary"
          onClick={() => {
            close();
            requestAuthDialog({ dialog: 'register' });
          }}
          data-testid="trial-warning-register"
        >
          {t('header.register')}
        </Button>
      }
    >
      {t('error.trial.account.forbidden')}
    </ConfirmDialog>
  );
}
