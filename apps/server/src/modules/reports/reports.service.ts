import type { z } from 'zod';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type {
  bonusReportResponse,
  channelReportResponse,
  dashboardResponse,
  ggrReportResponse,
  ReportRange,
} from '@bet/contracts/operator/operator-reports';
import type { Db } from '../../db/create-db.js';
import { lastRolledUpAt } from './daily-stats.repo.js';
import { addDays, dayIn, daysBetween } from './report-days.js';
import * as repo from './reports.repo.js';

type Out<S extends z.ZodType> = z.output<S>;
/** Minor units (as the database's text) to a wire amount. */
const money = (minor: string | bigint) => fromMinor(BigInt(minor));
/** Sums a text column of rows exactly (bigint), before it becomes a wire amount. */
const total = <R>(rows: R[], pick: (r: R) => string) => rows.reduce((n, r) => n + BigInt(pick(r)), 0n);
const DASHBOARD_DAYS = 30;

/**
 * The dashboard and the money reports, read from the daily aggregate tables (never from the raw
 * bets: at 10M bets a 30-day report is a few hundred rows here). Days are in REPORT_TIME_ZONE.
 */
export class ReportsService {
  constructor(private readonly deps: { db: Db; timeZone: string; now?: () => Date }) {}

  async ggr(merchantId: number, range: ReportRange): Promise<Out<typeof ggrReportResponse>> {
    const raw = await repo.ggrRows(this.deps.db, merchantId, range.from, range.to);
    const stake = total(raw, (r) => r.stake);
    const payout = total(raw, (r) => r.payout);
    return {
      rows: raw.map((r) => ({
        day: r.day,
        vendor: r.vendor,
        category: r.category,
        stake: money(r.stake),
        payout: money(r.payout),
        validBet: money(r.valid_bet),
        ggr: money(BigInt(r.stake) - BigInt(r.payout)),
        bets: Number(r.bet_count),
        players: Number(r.players),
      })),
      totals: {
        stake: money(stake),
        payout: money(payout),
        validBet: money(total(raw, (r) => r.valid_bet)),
        ggr: money(stake - payout),
        bets: Number(total(raw, (r) => r.bet_count)),
        players: Number(total(raw, (r) => r.players)),
      },
    };
  }

  async channels(merchantId: number, range: ReportRange): Promise<Out<typeof channelReportResponse>> {
    const raw = await repo.channelRows(this.deps.db, merchantId, range.from, range.to);
    const of = (kind: repo.ChannelRow['kind']) => raw.filter((r) => r.kind === kind);
    return {
      rows: raw.map((r) => ({
        day: r.day,
        kind: r.kind,
        channel: r.channel,
        count: Number(r.count),
        amount: money(r.amount),
      })),
      totals: {
        depositCount: Number(total(of('DEPOSIT'), (r) => r.count)),
        deposits: money(total(of('DEPOSIT'), (r) => r.amount)),
        withdrawalCount: Number(total(of('WITHDRAWAL'), (r) => r.count)),
        withdrawals: money(total(of('WITHDRAWAL'), (r) => r.amount)),
      },
    };
  }

  async bonuses(merchantId: number, range: ReportRange): Promise<Out<typeof bonusReportResponse>> {
    const raw = (await repo.playerDays(this.deps.db, merchantId, range.from, range.to)).filter(
      (r) => r.bonus_count !== '0',
    );
    return {
      rows: raw.map((r) => ({ day: r.day, count: Number(r.bonus_count), amount: money(r.bonus_amount) })),
      totals: {
        count: Number(total(raw, (r) => r.bonus_count)),
        amount: money(total(raw, (r) => r.bonus_amount)),
      },
    };
  }

  async dashboard(merchantId: number): Promise<Out<typeof dashboardResponse>> {
    const { db, timeZone } = this.deps;
    const today = dayIn(timeZone, this.deps.now?.() ?? new Date());
    const from = addDays(today, -(DASHBOARD_DAYS - 1));
    const [games, channels, players, vendors, categories, queues, rolledUpAt] = await Promise.all([
      repo.ggrRows(db, merchantId, from, today),
      repo.channelRows(db, merchantId, from, today),
      repo.playerDays(db, merchantId, from, today),
      repo.ggrShares(db, merchantId, 'vendor', from, today),
      repo.ggrShares(db, merchantId, 'category', from, today),
      repo.pendingQueues(db, merchantId),
      lastRolledUpAt(db),
    ]);
    const days = daysBetween(from, today).map((day) => {
      const g = games.filter((r) => r.day === day);
      const c = channels.filter((r) => r.day === day);
      const p = players.find((r) => r.day === day);
      const stake = total(g, (r) => r.stake);
      const payout = total(g, (r) => r.payout);
      const kind = (k: repo.ChannelRow['kind']) => c.filter((r) => r.kind === k);
      return {
        day,
        deposits: money(total(kind('DEPOSIT'), (r) => r.amount)),
        depositCount: Number(total(kind('DEPOSIT'), (r) => r.count)),
        withdrawals: money(total(kind('WITHDRAWAL'), (r) => r.amount)),
        withdrawalCount: Number(total(kind('WITHDRAWAL'), (r) => r.count)),
        bonuses: money(p?.bonus_amount ?? '0'),
        stake: money(stake),
        payout: money(payout),
        ggr: money(stake - payout),
        newPlayers: Number(p?.new_players ?? 0),
        activePlayers: Number(p?.active_players ?? 0),
      };
    });
    const share = (r: repo.ShareRow) => ({
      name: r.name,
      stake: money(r.stake),
      ggr: money(BigInt(r.stake) - BigInt(r.payout)),
      todayGgr: money(BigInt(r.today_stake) - BigInt(r.today_payout)),
    });
    const queue = (name: string) => {
      const row = queues.find((q) => q.queue === name);
      return {
        count: Number(row?.count ?? 0),
        oldestAt: row?.oldest_at ? row.oldest_at.toISOString() : null,
      };
    };
    return {
      timeZone,
      today,
      rolledUpAt: rolledUpAt ? rolledUpAt.toISOString() : null,
      days,
      ggrByVendor: vendors.map(share),
      ggrByCategory: categories.map(share),
      pending: {
        deposits: queue('deposits'),
        withdrawals: queue('withdrawals'),
        vendorTransfers: queue('vendorTransfers'),
      },
    };
  }
}
