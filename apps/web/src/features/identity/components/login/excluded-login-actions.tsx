import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/lib/money';
import { excludedReturnOf, withdrawalCodeOf, withdrawalPageHref } from '@/shared/lib/withdrawal-link';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useRgAskReturn } from '../../api/rg-ask-return';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import '../common/auth.css';

/**
 * Under a login refused for a time-out or self-exclusion, when the secret was right (the server
 * then gives a one-time code): the way to the withdrawal page, so the player can take their money
 * out, and — a self-exclusion whose period is over — the request to return (the account opens 24
 * hours later).
 */
export function ExcludedLoginActions({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  const close = useAuthDialogs((s) => s.close);
  const ask = useRgAskReturn();
  const code = withdrawalCodeOf(failure);
  if (!code) return null;
  const mayAsk = excludedReturnOf(failure) === 'MAY_ASK' && !ask.isSuccess;
  return (
    <div className="auth-excluded-actions">
      {ask.isSuccess && ask.data.returnAt !== null ? (
        <FormAlert tone="success" testId="login-return-asked">
          {t('auth.login.returnAsked', { at: formatDateTime(ask.data.returnAt) })}
        </FormAlert>
      ) : null}
      {ask.isError ? (
        <FormAlert testId="login-return-error">{messageText(t, errorMessage(ask.error))}</FormAlert>
      ) : null}
      {mayAsk ? (
        <Button
          variant="secondary"
          disabled={ask.isPending}
          onClick={() => ask.mutate({ code })}
          data-testid="login-ask-return"
        >
          {t('auth.login.askReturn')}
        </Button>
      ) : null}
      <Link
        className="btn btn-secondary btn-md auth-withdrawal-link"
        to={withdrawalPageHref(code)}
        // The page stands alone: the login modal must not stay open over it.
        onClick={close}
        data-testid="login-withdrawal-link"
      >
        {t('auth.login.withdrawalLink')}
      </Link>
    </div>
  );
}
