import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_CODE_MINUTES } from '@/shared/lib/withdrawal-page';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import './rg-notes.css';
import './withdrawal.css';

/**
 * The link of a refused login, before its code is used: what it opens, and Continue. The button
 * keeps its place and size while the code is exchanged (no layout shift).
 */
export function WithdrawalCodeStep({
  onContinue,
  pending,
  failure,
}: {
  onContinue: () => void;
  pending: boolean;
  failure: unknown;
}) {
  const { t } = useTranslation();
  return (
    <div className="rg-withdrawal-step" data-testid="withdrawal-code-step">
      <p>{t('responsibleGaming.withdrawal.continueText', { minutes: WITHDRAWAL_CODE_MINUTES })}</p>
      <FormAlert testId="withdrawal-code-error">
        {failure ? messageText(t, errorMessage(failure)) : null}
      </FormAlert>
      <Button
        className="rg-wrap"
        onClick={onContinue}
        disabled={pending}
        aria-busy={pending}
        data-testid="withdrawal-continue"
      >
        {pending ? t('responsibleGaming.withdrawal.opening') : t('responsibleGaming.withdrawal.continue')}
      </Button>
    </div>
  );
}
