import type { TFunction } from 'i18next';
import type { VipLevel } from '@bet/contracts/vip/vip';
import { formatAmount, pageLanguage } from '@/shared/lib/money';

/**
 * An amount of the VIP tables: the site's money formatter (grouping and separators of the page's
 * language) without a zero fraction, as thresholds and bonuses are written ("50,000", "12.50").
 */
export const vipAmount = (value: number): string => formatAmount(value).replace(/[.,]00$/, '');

/** An amount with the merchant's currency symbol in front, as the header's balance shows it. */
export const withSymbol = (symbol: string, amount: string): string =>
  symbol ? `${symbol} ${amount}` : amount;

/** A VIP amount with the symbol: "P 50,000". */
export const vipMoney = (symbol: string, value: number): string => withSymbol(symbol, vipAmount(value));

/** A rebate percent without trailing zeros, in the page's language: "0.5%", "1%", "0,8%". */
export const percentText = (value: number): string =>
  `${formatAmount(value)
    .replace(/([.,]\d*?)0+$/, '$1')
    .replace(/[.,]$/, '')}%`;

/** How far `actual` is towards `required`, from 0 to 1 (nothing required: reached). */
export function progressShare(actual: number, required: number): number {
  if (required <= 0) return 1;
  return Math.min(1, Math.max(0, actual / required));
}

/** What is still missing to reach `required` (never negative), exact to the cent. */
export const stillNeeded = (actual: number, required: number): number =>
  Math.max(0, Math.round(required * 100) - Math.round(actual * 100)) / 100;

/** A level's name from the merchant's table, or "Level 3" for one it no longer has. */
export const levelNameOf = (t: TFunction, levels: readonly VipLevel[] | undefined, level: number): string =>
  levels?.find((entry) => entry.level === level)?.name ?? t('vip.levelN', { level });

/** The lowest level with VIP customer service, if any has it. */
export const firstServiceLevel = (levels: readonly VipLevel[]): VipLevel | undefined =>
  [...levels].sort((a, b) => a.level - b.level).find((entry) => entry.vipService);

/** The crest's metal by level: steel for VIP0, then bronze, silver, gold, platinum and diamond. */
export type VipTier = 'steel' | 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';
const TIERS: readonly VipTier[] = ['bronze', 'silver', 'gold', 'platinum', 'diamond'];

export function tierOf(level: number | null): VipTier {
  if (level === null || level <= 0) return 'steel';
  return TIERS[Math.min(TIERS.length - 1, Math.floor((level - 1) / 2))]!;
}

// One formatter per language: building one loads the language's data (see shared/lib/money.ts).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day of the API (epoch ms) in the page's language, without the time ("2 Mar 2026"). */
export function formatDay(epochMs: number, lang: string = pageLanguage()): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'medium' });
    dayFormats.set(lang, format);
  }
  return format.format(epochMs);
}
