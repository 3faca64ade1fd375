import { useTranslation } from 'react-i18next';
import { requestAuthDialog } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';

/** A guest's call to action: the site's login, then the lottery session starts by itself. */
export function LoginToBet() {
  const { t } = useTranslation();
  return (
    <div className="lottery-login" data-testid="lottery-login">
      <span>{t('lottery.bet.loginToBet')}</span>
      <Button size="sm" onClick={() => requestAuthDialog({ dialog: 'login' })}>
        {t('lottery.bet.login')}
      </Button>
    </div>
  );
}
