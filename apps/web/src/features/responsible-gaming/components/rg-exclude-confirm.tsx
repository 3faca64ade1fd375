import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  excludeRequest,
  exclusionEnd,
  type ExclusionKind,
  type ExclusionPeriod,
  type ExclusionView,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { PASSWORD_INPUT_MAX } from '@bet/contracts/identity/password-rule';
import { errorCodeOf } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { Modal } from '@/shared/ui/modal';
import { useRgExclude } from '../api/rg-exclude';
import { exclusionPeriodKey } from '../lib/rg-format';
import { useFinishExclusion } from '../model/use-finish-exclusion';

interface RgExcludeConfirmProps {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  onCancel: () => void;
  onExcluded: (view: ExclusionView) => void;
}

/** The statement of what starts: how long, until when, and that nothing shortens it. */
function statementOf(kind: ExclusionKind, period: ExclusionPeriod): { key: string; until?: string } {
  const end = exclusionEnd(period, new Date());
  if (end === null) return { key: 'responsibleGaming.exclude.confirmPermanent' };
  const key = kind === 'TIME_OUT' ? 'confirmTimeOut' : 'confirmSelfExclusion';
  return { key: `responsibleGaming.exclude.${key}`, until: formatDateTime(end.getTime()) };
}

/**
 * The second step of a break: it says plainly that it cannot be undone before its end and that
 * every session ends, and takes the login password. The server checks the password.
 */
export function RgExcludeConfirm({ kind, period, onCancel, onExcluded }: RgExcludeConfirmProps) {
  const { t } = useTranslation();
  const formId = useId();
  const exclude = useRgExclude();
  const finish = useFinishExclusion(onExcluded);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const statement = statementOf(kind, period);

  const submit = async () => {
    // The contract's own schema: the same check the server runs on the body.
    const body = excludeRequest.safeParse({ kind, period, password });
    setMissing(!body.success);
    if (!body.success) return;
    setFailure(null);
    try {
      finish(await exclude.mutateAsync(body.data));
    } catch (error) {
      setFailure(error);
    }
  };

  const failureText = !failure
    ? null
    : errorCodeOf(failure) === 'incorrect.username.or.password'
      ? t('responsibleGaming.exclude.wrongPassword')
      : messageText(t, errorMessage(failure));

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('responsibleGaming.exclude.confirmTitle')}
      testId="rg-exclude-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="rg-exclude-cancel">
            {t('responsibleGaming.exclude.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={exclude.isPending} data-testid="rg-exclude-confirm">
            {t('responsibleGaming.exclude.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="rg-statement" data-testid="rg-exclude-statement">
          {t(statement.key, { period: t(exclusionPeriodKey(period)), until: statement.until })}
        </p>
        <p className="rg-statement-more">{t('responsibleGaming.exclude.confirmLogout')}</p>
        <TextField
          label={t('responsibleGaming.exclude.password')}
          type="password"
          required
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('responsibleGaming.exclude.passwordRequired') : null}
          testId="rg-exclude-password"
        />
        <FormAlert testId="rg-exclude-error">{failureText}</FormAlert>
      </form>
    </Modal>
  );
}
