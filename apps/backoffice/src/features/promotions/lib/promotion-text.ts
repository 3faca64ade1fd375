import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';

/** The promotion's English title (required by the contract), else its first, else its number. */
export const titleOf = (p: Pick<OperatorPromotion, 'id' | 'texts'>) =>
  (p.texts.find((t) => t.language === 'EN') ?? p.texts[0])?.title ?? `#${p.id}`;

const day = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** A window's end as a list scans it: `dd/mm/yyyy, hh:mm` in the operator's time zone. */
export const shortDateTime = (at: number) => day.format(new Date(at));
