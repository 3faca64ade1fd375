import type { z } from 'zod';
import type {
  bonusReportResponse,
  channelReportResponse,
  ggrReportResponse,
} from '@bet/contracts/operator/operator-reports';
import { formatCount, formatMoney } from '@/shared/lib/format';
import {
  countColumn as count,
  moneyColumn as money,
  textColumn as text,
  type ReportTable,
} from '@/shared/lib/report-table';

export const REPORTS = ['ggr', 'channels', 'bonuses'] as const;
export type ReportKind = (typeof REPORTS)[number];

type Ggr = z.output<typeof ggrReportResponse>;
type GgrRow = Partial<Ggr['rows'][number]>;
export function ggrTable(answer: Ggr, totalLabel: string): ReportTable<GgrRow> {
  return {
    columns: [
      text<GgrRow>('day', (r) => r.day ?? ''),
      text<GgrRow>('vendor', (r) => r.vendor ?? ''),
      text<GgrRow>('category', (r) => r.category ?? ''),
      count<GgrRow>('bets', (r) => r.bets),
      count<GgrRow>('players', (r) => r.players),
      money<GgrRow>('stake', (r) => r.stake),
      money<GgrRow>('validBet', (r) => r.validBet),
      money<GgrRow>('payout', (r) => r.payout),
      money<GgrRow>('ggr', (r) => r.ggr),
    ],
    rows: answer.rows,
    totals: { day: totalLabel, ...answer.totals },
  };
}

type Channels = z.output<typeof channelReportResponse>;
type ChannelRow = Partial<Channels['rows'][number]> & { kindLabel?: string };
export function channelTable(
  answer: Channels,
  totalLabel: string,
  kindLabel: (kind: string) => string,
): ReportTable<ChannelRow> {
  const t = answer.totals;
  return {
    columns: [
      text<ChannelRow>('day', (r) => r.day ?? ''),
      text<ChannelRow>('kind', (r) => r.kindLabel ?? ''),
      text<ChannelRow>('channel', (r) => r.channel ?? ''),
      count<ChannelRow>('count', (r) => r.count),
      money<ChannelRow>('amount', (r) => r.amount),
    ],
    rows: answer.rows.map((r) => ({ ...r, kindLabel: kindLabel(r.kind) })),
    totals: {
      day: totalLabel,
      kindLabel: `${kindLabel('DEPOSIT')} ${formatCount(t.depositCount)} · ${formatMoney(t.deposits)}`,
      channel: `${kindLabel('WITHDRAWAL')} ${formatCount(t.withdrawalCount)} · ${formatMoney(t.withdrawals)}`,
      count: t.depositCount + t.withdrawalCount,
    },
  };
}

type Bonuses = z.output<typeof bonusReportResponse>;
type BonusRow = Partial<Bonuses['rows'][number]>;
export function bonusTable(answer: Bonuses, totalLabel: string): ReportTable<BonusRow> {
  return {
    columns: [
      text<BonusRow>('day', (r) => r.day ?? ''),
      count<BonusRow>('count', (r) => r.count),
      money<BonusRow>('bonusCost', (r) => r.amount),
    ],
    rows: answer.rows,
    totals: { day: totalLabel, ...answer.totals },
  };
}
