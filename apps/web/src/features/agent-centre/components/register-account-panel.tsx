import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateDownlineResponse } from '@bet/contracts/agent/agent-team';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { errorMessage, messageText, type FieldMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { RecordsState } from '@/shared/ui/records-state';
import { useCreateDownline } from '../api/create-downline';
import { useDownlineRegisterSettings } from '../api/register-settings';
import { downlineBody, downlineFields, downlineRules, EMPTY_DOWNLINE_VALUES } from '../lib/downline-form';
import './team-reports.css';

const KINDS = ['player', 'agent'] as const;
type Kind = (typeof KINDS)[number];

interface RegisterAccountPanelProps {
  /** Offer the new agent a contract (the app opens the contract dialog). */
  onOfferContract?: (username: string) => void;
}

/**
 * Register account (spec §2): a player or an agent directly under me, with the merchant's sign-up
 * rules checked by the contract's rule engine before the (encrypted) call, as the register form does.
 */
export function RegisterAccountPanel({ onOfferContract }: RegisterAccountPanelProps) {
  const { t } = useTranslation();
  const settings = useDownlineRegisterSettings();
  const create = useCreateDownline();
  const [kind, setKind] = useState<Kind>('player');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [ageError, setAgeError] = useState(false);
  const [created, setCreated] = useState<CreateDownlineResponse | null>(null);
  // A refusal that names no field (agent.not.agent, a network failure): said above the button.
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  const fields = downlineFields(settings.data?.rules ?? {});
  const birthdayLimit = settings.data?.birthdayLimit ?? null;
  const form = useFormState(EMPTY_DOWNLINE_VALUES, {
    rules: downlineRules(fields, settings.data?.rules.password),
  });
  const send = async () => {
    if (birthdayLimit && !ageConfirmed) return setAgeError(true);
    setFailure(null);
    try {
      const answer = await create.mutateAsync(
        downlineBody(fields, form.values, kind, birthdayLimit ? ageConfirmed : undefined),
      );
      setCreated(answer);
      form.reset();
      setAgeConfirmed(false);
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      form.setErrors(fieldMessages);
      if (Object.keys(fieldMessages).length === 0) setFailure(errorMessage(error));
    }
  };
  const error = (name: string) => messageText(t, form.errors[name]);
  return (
    <div className="agent-register" data-testid="agent-register-account">
      <div className="agent-register-result" aria-live="polite">
        {created ? (
          <FormAlert tone="success" testId="agent-register-created">
            {t(created.isAgent ? 'agentCentre.register.createdAgent' : 'agentCentre.register.createdPlayer', {
              username: created.username,
            })}
          </FormAlert>
        ) : null}
        {created?.isAgent && onOfferContract ? (
          <Button
            type="button"
            onClick={() => onOfferContract(created.username)}
            data-testid="agent-register-offer"
          >
            {t('agentCentre.register.offerContract')}
          </Button>
        ) : null}
      </div>
      <RecordsState
        isPending={settings.isPending}
        error={settings.error}
        empty={false}
        emptyText=""
        onRetry={() => void settings.refetch()}
      >
        <form className="agent-register-form" noValidate onSubmit={form.handleSubmit(send)}>
          <fieldset className="agent-register-kind">
            <legend>{t('agentCentre.register.kind')}</legend>
            {KINDS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="agent-register-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  data-testid={`agent-register-kind-${value}`}
                />
                {t(`agentCentre.register.kinds.${value}`)}
              </label>
            ))}
          </fieldset>
          {[...fields].map(([name, rule]) => (
            <TextField
              key={name}
              label={t(`register.field.${name}`)}
              required={rule.required}
              type={name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text'}
              autoComplete="off"
              maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
              {...form.bind(name)}
              error={error(name)}
              testId={`agent-register-${name}`}
            />
          ))}
          <TextField
            label={t('register.field.password')}
            required
            type="password"
            autoComplete="new-password"
            {...form.bind('password')}
            error={error('password')}
            testId="agent-register-password"
          />
          <TextField
            label={t('register.field.confirmPassword')}
            required
            type="password"
            autoComplete="new-password"
            {...form.bind('confirmPassword')}
            error={error('confirmPassword')}
            testId="agent-register-confirmPassword"
          />
          {birthdayLimit ? (
            <CheckboxField
              checked={ageConfirmed}
              onChange={(checked) => {
                setAgeConfirmed(checked);
                setAgeError(false);
              }}
              error={
                ageError
                  ? t(birthdayLimit === 21 ? 'validation.ageConfirm21' : 'validation.ageConfirm18')
                  : null
              }
              testId="agent-register-age"
            >
              {t('agentCentre.register.ageConfirm', { age: birthdayLimit })}
            </CheckboxField>
          ) : null}
          <FormAlert testId="agent-register-error">{messageText(t, failure)}</FormAlert>
          <Button type="submit" disabled={create.isPending} data-testid="agent-register-submit">
            {t('agentCentre.register.submit')}
          </Button>
        </form>
      </RecordsState>
    </div>
  );
}
