import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  setPlayerVipRequest,
  type OperatorVipLevels,
  type PlayerVipResponse,
} from '@bet/contracts/operator/operator-vip';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { setPlayerVip } from '../api/set-player-vip';
import { useVipLevels } from '../api/vip-levels';

/** The dialog's own fields (the player and the request id are added when sent). */
const setForm = setPlayerVipRequest.pick({ level: true, reason: true });

/**
 * Sets a player's VIP level by hand: one of the merchant's levels and the reason the audit log
 * keeps (no upgrade bonus is paid). One request id per opening, so a retry after a lost answer is
 * the same change. Opened only for `playerStatus`.
 */
export function SetVipDialog({
  username,
  current,
  onDone,
  onClose,
}: {
  username: string;
  current: { level: number; name: string };
  onDone: (answer: PlayerVipResponse) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('vip');
  const levels = useVipLevels();
  const [requestId] = useState(() => crypto.randomUUID());
  const list = levels.data?.levels ?? [];
  return (
    <Dialog title={t('player.setTitle')} onClose={onClose}>
      <p>{t('player.setIntro', { username, name: current.name, level: current.level })}</p>
      {levels.error && <Notice tone="error">{errorText(t, levels.error)}</Notice>}
      {!levels.data && !levels.error && <p>{t('common:loading')}</p>}
      {levels.data && list.length === 0 && <Notice tone="warning">{t('player.noLevels')}</Notice>}
      {list.length > 0 ? (
        <SetVipForm
          username={username}
          requestId={requestId}
          levels={list}
          current={current.level}
          onDone={onDone}
          onClose={onClose}
        />
      ) : (
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </div>
      )}
    </Dialog>
  );
}

/** The level and the reason, once the levels are known (the select starts at the player's level). */
function SetVipForm({
  username,
  requestId,
  levels,
  current,
  onDone,
  onClose,
}: {
  username: string;
  requestId: string;
  levels: OperatorVipLevels['levels'];
  current: number;
  onDone: (answer: PlayerVipResponse) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('vip');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(setForm),
    defaultValues: {
      level: levels.some((l) => l.level === current) ? current : levels[0]!.level,
      reason: '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await setPlayerVip({ username, requestId, ...values });
      onDone(answer);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <FormField label={t('player.newLevel')} error={fieldErrorText(t, errors.level)}>
        {(ids) => (
          <select {...ids} {...form.register('level', { valueAsNumber: true })} data-testid="vip-set-level">
            {levels.map((l) => (
              <option key={l.level} value={l.level}>
                {t('player.levelOption', { level: l.level, name: l.name })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('common:reason')} error={fieldErrorText(t, errors.reason)}>
        {(ids) => <textarea {...ids} rows={3} maxLength={200} {...form.register('reason')} />}
      </FormField>
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('player.set')}
        </Button>
      </div>
    </form>
  );
}
