import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bet/contracts/constants';
import { APPLICATION_IMAGES_MAX, SIGN_UP_REQUIREMENTS } from '@bet/contracts/promotions/promotion-rules';
import { amountOf, cardAmount, prizeTableView } from '../lib/promotion-preview';
import type { PromotionForm } from '../lib/promotion-form';
import { rainView, timesText } from '../lib/rain-preview';
import {
  ApplicationSentence,
  CashbackCalculator,
  DepositCalculator,
  RainSentence,
  SignUpSentence,
  WheelSentence,
} from './preview-calculators';
import { RaffleFacts, raffleHeadline, RaffleSentence } from './raffle-preview';

/**
 * The card's big line: "100% up to 1,000", "10% cashback up to 500", "Bonus 50", "Up to 500"
 * (an application), "Sign-up bonus 88", "Spin to win up to 50", "2,000 in red envelopes every
 * rain" or "Win up to 500 in the draw", "…" while a figure is missing.
 */
function useHeadline(values: PromotionForm): string {
  const { t } = useTranslation('promotions');
  if (values.kind === 'APPLICATION') {
    const max = amountOf(values.maxAmount ?? '');
    return t('preview.headlineApplication', { amount: max === null ? '…' : cardAmount(max) });
  }
  if (values.kind === 'SIGN_UP') {
    const amount = amountOf(values.amount ?? '');
    return t('preview.headlineSignUp', { amount: amount === null ? '…' : cardAmount(amount) });
  }
  if (values.kind === 'LUCKY_WHEEL') {
    const max = prizeTableView(values.prizes ?? []).max;
    return t('preview.headlineWheel', { amount: max === null || max === 0 ? '…' : cardAmount(max) });
  }
  if (values.kind === 'RED_ENVELOPE') {
    const budget = rainView(values).budget;
    return t('preview.headlineRain', { amount: budget === null ? '…' : cardAmount(budget) });
  }
  if (values.kind === 'RAFFLE') return raffleHeadline(t, values);
  if (values.kind !== 'BONUS_CODE') {
    const percent = amountOf(values.percent);
    const cap = amountOf(values.cap);
    return t(values.kind === 'CASHBACK' ? `preview.headline.${values.basis}` : 'preview.headlineDeposit', {
      percent: percent === null ? '…' : cardAmount(percent),
      cap: cap === null ? '…' : cardAmount(cap),
    });
  }
  const amount = amountOf(values.amount);
  return t('preview.headlineCode', { amount: amount === null ? '…' : cardAmount(amount) });
}

/** The card as the player will see it, updated as the operator types. */
export function PromotionPreview({ control }: { control: Control<PromotionForm> }) {
  const { t } = useTranslation('promotions');
  const values = useWatch({ control }) as PromotionForm;
  const texts = values.texts ?? [];
  const [language, setLanguage] = useState<Language>('EN');
  const text = texts.find((x) => x.language === language) ?? texts[0];
  const headline = useHeadline(values);
  const minDeposit = amountOf(values.minDeposit ?? '');
  const multiple = amountOf(values.turnoverMultiple ?? '');
  return (
    <aside className="promo-preview" aria-label={t('preview.title')} data-testid="promotion-preview">
      <div className="promo-preview-head">
        <h2>{t('preview.title')}</h2>
        {texts.length > 1 && (
          <select
            aria-label={t('preview.language')}
            value={text?.language ?? 'EN'}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {texts.map((x) => (
              <option key={x.language} value={x.language}>
                {t(`language.${x.language}`)}
              </option>
            ))}
          </select>
        )}
      </div>
      <article className="promo-card">
        <div className={`promo-art promo-art-${values.art}`} aria-hidden="true">
          <span>{t(`art.${values.art}`)}</span>
        </div>
        <div className="promo-card-body">
          <p className="promo-headline" data-testid="preview-headline">
            {headline}
          </p>
          <h3>{text?.title || t('preview.noTitle')}</h3>
          <p className="muted">{text?.summary || t('preview.noSummary')}</p>
          <ul className="promo-facts">
            {values.kind === 'DEPOSIT_BONUS' && <li>{t(`deposit.${values.deposit}`)}</li>}
            {values.kind === 'DEPOSIT_BONUS' && minDeposit !== null && minDeposit > 0 && (
              <li>{t('preview.minDeposit', { amount: cardAmount(minDeposit) })}</li>
            )}
            {values.kind === 'CASHBACK' && <CashbackFacts values={values} />}
            {values.kind === 'APPLICATION' && (
              <li>{t('preview.applyWith', { images: APPLICATION_IMAGES_MAX })}</li>
            )}
            {values.kind === 'SIGN_UP' && <SignUpFacts values={values} />}
            {values.kind === 'LUCKY_WHEEL' && <WheelFacts values={values} />}
            {values.kind === 'RED_ENVELOPE' && <RainFacts values={values} />}
            {values.kind === 'RAFFLE' && <RaffleFacts values={values} />}
            {multiple !== null && multiple > 0 && <li>{t('preview.turnover', { multiple })}</li>}
            <li>{t(`repeat.${values.repeat}`)}</li>
          </ul>
        </div>
      </article>
      {values.kind === 'DEPOSIT_BONUS' && <DepositCalculator values={values} />}
      {values.kind === 'CASHBACK' && <CashbackCalculator values={values} />}
      {values.kind === 'APPLICATION' && <ApplicationSentence values={values} />}
      {values.kind === 'SIGN_UP' && <SignUpSentence values={values} />}
      {values.kind === 'LUCKY_WHEEL' && <WheelSentence values={values} />}
      {values.kind === 'RED_ENVELOPE' && <RainSentence values={values} />}
      {values.kind === 'RAFFLE' && <RaffleSentence values={values} />}
    </aside>
  );
}

/** Cashback's games, its minimum and whether players join first (only with turnover). */
function CashbackFacts({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const minimum = amountOf(values.minimum ?? '');
  const multiple = amountOf(values.turnoverMultiple ?? '');
  return (
    <>
      <li>{values.category ? values.category : t('allGames')}</li>
      {minimum !== null && minimum > 0 && (
        <li>{t(`preview.minimum.${values.basis}`, { amount: cardAmount(minimum) })}</li>
      )}
      <li>{t(multiple !== null && multiple > 0 ? 'preview.joinFirst' : 'preview.automatic')}</li>
    </>
  );
}

/** A sign-up bonus's days after registering and what the account must have. */
function SignUpFacts({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const days = amountOf(values.claimDays ?? '');
  return (
    <>
      {days !== null && Number.isInteger(days) && days >= 1 && (
        <li>{t('preview.signUpWithin', { count: days })}</li>
      )}
      {SIGN_UP_REQUIREMENTS.filter((r) => values.requires?.[r] === true).map((r) => (
        <li key={r}>{t(`preview.requirement.${r}`)}</li>
      ))}
    </>
  );
}

/** A lucky wheel's ticket (what earns one) and how many segments it has. */
function WheelFacts({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const step = amountOf(values.ticketStep ?? '');
  return (
    <>
      {step !== null && step > 0 && (
        <li>{t(`preview.wheelTicket.${values.ticketBasis}`, { step: cardAmount(step) })}</li>
      )}
      <li>{t('preview.wheelSegments', { count: values.prizes?.length ?? 0 })}</li>
    </>
  );
}

/** A red-envelope rain's times and how long each falls. */
function RainFacts({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const view = rainView(values);
  return (
    <>
      {view.times.length > 0 && <li>{t('preview.rainTimes', { times: timesText(view.times) })}</li>}
      {view.minutes !== null && <li>{t('preview.rainMinutes', { count: view.minutes })}</li>}
    </>
  );
}
