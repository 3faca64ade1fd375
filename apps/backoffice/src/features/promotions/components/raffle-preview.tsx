import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';
import { amountOf, cardAmount } from '../lib/promotion-preview';
import type { PromotionForm } from '../lib/promotion-form';
import { rafflePreview, raffleView, type RafflePreview } from '../lib/raffle-preview';
import { PreviewSentence } from './preview-calculators';

/** A draw is daily or weekly (the form switches a draw off ONCE): weekly words only for weekly. */
const periodOf = (repeat: PromotionForm['repeat'] | undefined) => (repeat === 'WEEKLY' ? 'WEEKLY' : 'DAILY');

/** The ranks as the sentence lists them: "1st 500.00, 2nd 200.00 ×2, 3rd 50.00 ×5". */
function prizesText(t: TFunction, preview: RafflePreview) {
  return preview.ranks
    .map((rank, i) =>
      t(rank.winners > 1 ? 'preview.raffle.prizeShared' : 'preview.raffle.prize', {
        place: t('place', { count: i + 1, ordinal: true }),
        amount: formatMoney(rank.amount),
        winners: rank.winners,
      }),
    )
    .join(', ');
}

/** The card's big line: "Win up to 500 in the draw" (its largest prize), "…" while none is typed. */
export function raffleHeadline(t: TFunction, values: PromotionForm): string {
  const max = raffleView(values.ranks ?? []).max;
  return t('preview.headlineRaffle', { amount: max === null ? '…' : cardAmount(max) });
}

/**
 * "Every 100.00 deposited after joining is one entry (at most 10 a day). After each day, 8 winners
 * are drawn: 1st 500.00, 2nd 200.00 ×2, 3rd 50.00 ×5 — at most 1,150.00 a draw, turnover 1×": no
 * amount to try, the entries and the ranks say it all.
 */
export function RaffleSentence({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  // The watched values are partial while the form mounts.
  const preview = rafflePreview(values);
  const period = periodOf(values.repeat);
  const sentence =
    preview === null
      ? t('preview.incompleteRaffle')
      : t('preview.raffle.text', {
          entries: t(`preview.raffle.entries.${values.entryBasis}`, { step: formatMoney(preview.step) }),
          most: t(`preview.raffle.most.${period}`, { count: preview.entriesMax }),
          after: t(`preview.raffle.after.${period}`),
          winners: t('preview.raffle.winners', { count: preview.winners }),
          prizes: prizesText(t, preview),
          total: formatMoney(preview.perDraw),
          turnover:
            preview.multiple > 0
              ? t('preview.raffle.turnover', { multiple: preview.multiple })
              : t('preview.raffle.noTurnover'),
        });
  return <PreviewSentence sentence={sentence} />;
}

/** A draw's entry (what earns one), its winners a draw, and that players join first. */
export function RaffleFacts({ values }: { values: PromotionForm }) {
  const { t } = useTranslation('promotions');
  const step = amountOf(values.entryStep ?? '');
  const winners = raffleView(values.ranks ?? []).winners;
  return (
    <>
      {step !== null && step > 0 && (
        <li>{t(`preview.raffleEntry.${values.entryBasis}`, { step: cardAmount(step) })}</li>
      )}
      {winners !== null && <li>{t('preview.raffleWinners', { count: winners })}</li>}
      <li>{t('preview.joinFirst')}</li>
    </>
  );
}
