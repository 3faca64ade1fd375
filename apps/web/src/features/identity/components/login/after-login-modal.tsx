import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useAuthDialogs } from '../../model/auth-dialogs-store';

/** The after-login modal (spec §2, §4): a welcome with the player's nickname. */
export function AfterLoginModal() {
  const { t } = useTranslation();
  const name = useAuthDialogs((s) => s.welcomeName) ?? '';
  const close = useAuthDialogs((s) => s.close);
  return (
    <Modal
      open
      onClose={close}
      title={t('auth.welcome.title')}
      testId="after-login-modal"
      footer={
        <Button onClick={close} data-testid="after-login-ok">
          {t('common.ok')}
        </Button>
      }
    >
      <p data-testid="after-login-name">{t('auth.welcome.text', { name })}</p>
    </Modal>
  );
}
