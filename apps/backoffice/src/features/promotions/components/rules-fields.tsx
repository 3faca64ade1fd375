import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_IMAGES_MAX,
  DEPOSIT_BONUS_DEPOSITS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_TURNOVER_MAX,
  type PromotionKind,
} from '@bet/contracts/promotions/promotion-rules';
import type { PromotionForm } from '../lib/promotion-form';
import { CashbackFields } from './cashback-fields';
import { SelectInput, TextInput } from './form-controls';
import { PrizeTableFields } from './prize-table-fields';
import { RaffleFields } from './raffle-fields';
import { RafflePrizesFields } from './raffle-prizes-fields';
import { RainFields } from './rain-fields';
import { RainTimesFields } from './rain-times-fields';
import { SignUpFields } from './sign-up-fields';
import { WheelFields } from './wheel-fields';

type Form = UseFormReturn<PromotionForm>;
const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
/** What the turnover multiplies, where it is not "the bonus". */
const TURNOVER_LABEL: Partial<Record<PromotionKind, string>> = {
  CASHBACK: 'form.turnoverMultipleCashback',
  APPLICATION: 'form.turnoverMultipleApplication',
  LUCKY_WHEEL: 'form.turnoverMultipleWheel',
  RED_ENVELOPE: 'form.turnoverMultipleEnvelope',
  RAFFLE: 'form.turnoverMultipleRaffle',
};

/**
 * The chosen kind's parameters: a deposit bonus's percent and cap, a code's fixed amount,
 * cashback's percent of each period's net loss or valid bet, the most an approved application
 * pays (the operator chooses each approval's amount up to it), a sign-up bonus's amount and
 * what the new account must have, a lucky wheel's tickets and its prize table, a red-envelope
 * rain's envelopes and its times, or a prize draw's entries and its ranked prizes (the tables and
 * the times below the grid: they need the width).
 */
export function RulesFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const turnover = (
    <TextInput
      form={form}
      name="turnoverMultiple"
      label={t(TURNOVER_LABEL[kind] ?? 'form.turnoverMultiple')}
      // Cashback's turnover also decides who takes part: the hint says how.
      hint={t(kind === 'CASHBACK' ? 'form.turnoverMultipleCashbackHint' : 'form.turnoverMultipleHint')}
      type="number"
      min={0}
      max={PROMOTION_TURNOVER_MAX}
      step={1}
      data-testid="promotion-turnover"
    />
  );
  return (
    <fieldset className="promo-fieldset">
      <legend>{t(`form.rules.${kind}`)}</legend>
      <div className="form-grid">
        {kind === 'DEPOSIT_BONUS' && <DepositBonusFields form={form} />}
        {kind === 'CASHBACK' && <CashbackFields form={form} />}
        {(kind === 'BONUS_CODE' || kind === 'SIGN_UP') && (
          <TextInput
            form={form}
            name="amount"
            label={t('form.amount')}
            data-testid="promotion-amount"
            {...money}
          />
        )}
        {kind === 'APPLICATION' && (
          <TextInput
            form={form}
            name="maxAmount"
            label={t('form.maxAmount')}
            hint={t('form.maxAmountHint', { images: APPLICATION_IMAGES_MAX })}
            data-testid="promotion-max-amount"
            {...money}
          />
        )}
        {kind === 'SIGN_UP' && <SignUpFields form={form} />}
        {kind === 'LUCKY_WHEEL' && <WheelFields form={form} />}
        {kind === 'RED_ENVELOPE' && <RainFields form={form} />}
        {kind === 'RAFFLE' && <RaffleFields form={form} />}
        {turnover}
        <label className="inline-field promo-check">
          <input
            type="checkbox"
            {...form.register('blocksWithdrawal')}
            data-testid="promotion-blocks-withdrawal"
          />
          {t('form.blocksWithdrawal')}
        </label>
      </div>
      {kind === 'LUCKY_WHEEL' && <PrizeTableFields form={form} />}
      {kind === 'RED_ENVELOPE' && <RainTimesFields form={form} />}
      {kind === 'RAFFLE' && <RafflePrizesFields form={form} />}
    </fieldset>
  );
}

/** A deposit bonus: which deposit, its percent, the cap and the least deposit that qualifies. */
function DepositBonusFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  return (
    <>
      <SelectInput
        form={form}
        name="deposit"
        label={t('form.deposit')}
        options={DEPOSIT_BONUS_DEPOSITS.map((d) => [d, t(`deposit.${d}`)])}
      />
      <TextInput
        form={form}
        name="percent"
        label={t('form.percent')}
        type="number"
        min={0}
        max={PROMOTION_PERCENT_MAX}
        step="0.01"
        inputMode="decimal"
        data-testid="promotion-percent"
      />
      <TextInput
        form={form}
        name="cap"
        label={t('form.cap')}
        hint={t('form.capHint')}
        data-testid="promotion-cap"
        {...money}
      />
      <TextInput
        form={form}
        name="minDeposit"
        label={t('form.minDeposit')}
        data-testid="promotion-min-deposit"
        {...money}
      />
    </>
  );
}

/**
 * Who may take part: new players only, VIP levels, deposits already made. A sign-up bonus is only
 * for players registered since its start whatever the flag (the server sees to it): it says so
 * instead of offering the box.
 */
export function EligibilityFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <fieldset className="promo-fieldset">
      <legend>{t('form.eligibility')}</legend>
      <div className="form-grid">
        {kind === 'SIGN_UP' ? (
          <p className="muted promo-check" data-testid="promotion-sign-up-players">
            {t('form.signUpPlayers')}
          </p>
        ) : (
          <label className="inline-field promo-check">
            <input type="checkbox" {...form.register('newPlayersOnly')} />
            {t('form.newPlayersOnly')}
          </label>
        )}
        <TextInput
          form={form}
          name="vipLevels"
          label={t('form.vipLevels')}
          hint={t('form.vipLevelsHint')}
          inputMode="numeric"
          placeholder="0, 1, 2"
        />
        <TextInput
          form={form}
          name="minDeposits"
          label={t('form.minDeposits')}
          hint={t('form.minDepositsHint')}
          type="number"
          min={0}
          max={1000}
          step={1}
        />
        <TextInput
          form={form}
          name="labels"
          label={t('form.labels')}
          hint={t('form.labelsHint')}
          data-testid="promotion-labels"
        />
        <TextInput
          form={form}
          name="agents"
          label={t('form.agents')}
          hint={t('form.agentsHint')}
          data-testid="promotion-agents"
        />
        <TextInput
          form={form}
          name="countries"
          label={t('form.countries')}
          hint={t('form.countriesHint')}
          placeholder="PH, VN"
          data-testid="promotion-countries"
        />
      </div>
    </fieldset>
  );
}
