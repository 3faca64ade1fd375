import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { getSession, useSession } from '@/shared/session/session-store';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { ChangePasswordForm } from './change-password-form';

/**
 * The forced change-password modal (`changePassModal`, spec §4): the account name, the old
 * password only when the stored one is known, the new password and its confirmation. It stays
 * until the password is changed; closing it logs out instead.
 */
export function ChangePasswordModal({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const account = useSession((s) => s.account ?? s.username ?? '');
  const oldPasswordUnknown = useAuthDialogs((s) => s.oldPasswordUnknown);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onDone = () => {
    getSession().update({ cpw: null });
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    void navigate('/');
  };

  return (
    <Modal
      open
      onClose={onLogout}
      closeOnBackdrop={false}
      title={t('auth.password.forcedTitle')}
      testId="change-password-modal"
      footer={
        <Button variant="ghost" onClick={onLogout} data-testid="change-password-logout">
          {t('auth.password.logoutInstead')}
        </Button>
      }
    >
      <div className="form">
        <p className="auth-intro">{t('auth.password.forcedIntro')}</p>
        <p>
          {t('auth.password.account')}: <strong data-testid="change-password-account">{account}</strong>
        </p>
        <ChangePasswordForm requireOld={!oldPasswordUnknown} onDone={onDone} />
      </div>
    </Modal>
  );
}
