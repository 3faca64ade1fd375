import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WITHDRAWAL_CODE_MINUTES } from '@/shared/lib/withdrawal-page';
import { FormAlert } from '@/shared/ui/form/form-alert';
import './rg-notes.css';
import './withdrawal.css';

/** The withdrawal page without a usable code (none, unknown, used or expired): why, and the way home. */
export function WithdrawalCodeInvalid() {
  const { t } = useTranslation();
  return (
    <div className="rg-withdrawal-step" data-testid="withdrawal-code-invalid">
      <FormAlert>{t('error.rg.withdrawal.code.invalid')}</FormAlert>
      <p>{t('responsibleGaming.withdrawal.invalidHint', { minutes: WITHDRAWAL_CODE_MINUTES })}</p>
      <Link className="btn btn-primary btn-md rg-wrap" to="/" data-testid="withdrawal-home">
        {t('common.backHome')}
      </Link>
    </div>
  );
}
