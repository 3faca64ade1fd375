import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useRedeemBonusCode } from '../api/redeem-bonus-code';
import { checkBonusCode } from '../lib/bonus-code';
import { claimResultText } from '../lib/promotion-format';
import './bonus-code.css';

interface BonusCodeBoxProps {
  currencySymbol: string;
  /** "Enter code" on a bonus-code card puts the focus here. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The member's bonus-code entry: the code is normalised and checked against the contract's
 * pattern before it is sent; the answer is the amount credited, or the translated error.
 */
export function BonusCodeBox({ currencySymbol, inputRef }: BonusCodeBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<'required' | 'format' | null>(null);
  const redeem = useRedeemBonusCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBonusCode(typed);
    redeem.reset();
    setProblem(check.problem);
    if (check.code === null) return;
    redeem.mutate(check.code, { onSuccess: () => setTyped('') });
  };

  const problemId = `${id}-problem`;
  return (
    <form className="promo-code" onSubmit={submit} noValidate data-testid="bonus-code-form">
      <div className="promo-code-intro">
        <svg className="promo-code-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" fill="currentColor" />
        </svg>
        <div>
          <h2 className="promo-code-title">{t('promotions.code.title')}</h2>
          <p className="promo-code-hint">{t('promotions.code.hint')}</p>
        </div>
      </div>
      <div className="promo-code-row">
        <label htmlFor={id} className="visually-hidden">
          {t('promotions.code.label')}
        </label>
        <input
          ref={inputRef}
          id={id}
          className="form-input promo-code-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('promotions.code.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          data-testid="bonus-code-input"
        />
        <Button type="submit" disabled={redeem.isPending} data-testid="bonus-code-submit">
          {redeem.isPending ? t('promotions.code.redeeming') : t('promotions.code.redeem')}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className="form-error" data-testid="bonus-code-problem">
          {t(`promotions.code.${problem}`)}
        </p>
      ) : null}
      {redeem.isError ? (
        <FormAlert testId="bonus-code-error">{messageText(t, errorMessage(redeem.error))}</FormAlert>
      ) : null}
      {redeem.data ? (
        <FormAlert tone="success" testId="bonus-code-result">
          {claimResultText(t, redeem.data, currencySymbol)}
        </FormAlert>
      ) : null}
    </form>
  );
}
