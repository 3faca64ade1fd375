import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  PlayerDetail,
  playerBetsQuery,
  playerLedgerQuery,
  playerPageQuery,
} from '@bet/contracts/operator/operator-players';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import type { Member, Merchant } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import type { BetRecordsService } from '../games/bet-records.service.js';
import { findByUsername } from '../identity/member.repo.js';
import { memberBalance } from '../wallet/balance.service.js';
import type { RecordsService } from '../wallet/records.service.js';
import { playerAgentTree } from './player-agent-tree.repo.js';
import * as repo from './player-detail.repo.js';
import { kindOf, statusOf } from './player-status.js';

const DOWNLINES_SHOWN = 50;
const time = (d: Date | null | undefined) => (d ? d.getTime() : null);
const pageOfQuery = (q: { pageNo: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNo - 1) * q.pageSize,
});

/** The player page: the member's profile, status, team, wallets and cards, and its paged records. */
export class PlayerDetailService {
  constructor(
    private readonly d: { db: Db; vendors: VendorRegistry; records: RecordsService; bets: BetRecordsService },
  ) {}

  /** The player's uplines, direct downlines and team size (issue 15), or `not.found`. */
  async agentTree(merchantId: number, username: string) {
    const tree = await playerAgentTree(this.d.db, merchantId, username);
    if (!tree) throw new AppError(ErrorCodes.notFound, 'no such player');
    return tree;
  }

  /** The member by name in this merchant, or `not.found`. */
  async member(merchantId: number, username: string): Promise<Member> {
    const member = await findByUsername(this.d.db, merchantId, username);
    if (!member) throw new AppError(ErrorCodes.notFound, 'no such player');
    return member;
  }

  async detail(merchant: Merchant, username: string): Promise<PlayerDetail> {
    const { db } = this.d;
    const m = await this.member(merchant.id, username);
    const [uplines, downlines, cards, sessions, last, balance] = await Promise.all([
      repo.uplineChain(db, m.id),
      repo.directDownlines(db, m.id, DOWNLINES_SHOWN),
      repo.allBankCards(db, m.id),
      repo.openSessionCount(db, m.id),
      repo.lastLogin(db, m.id),
      memberBalance(db, this.d.vendors, merchant, m.id),
    ]);
    return {
      profile: {
        username: m.username,
        nickname: m.nickname,
        payeeName: m.payee_name,
        email: m.email,
        dialingCode: m.dialing_code,
        mobileNum: m.mobile_num,
        birthday: m.birthday ? new Date(m.birthday).toISOString().slice(0, 10) : null,
        language: m.language,
        kind: kindOf(m.type),
        vip: m.club_label,
        rankLevel: m.rank_level,
        labels: m.member_labels,
        affiliateCode: m.affiliate_code,
        referralCode: m.referral_code,
        registeredAt: m.created_at.getTime(),
        registerIp: m.register_ip,
        firstLoginAt: time(m.first_login_at),
        lastLoginAt: time(last?.at),
        lastLoginIp: last?.ip ?? null,
      },
      status: {
        status: statusOf(m),
        locked: m.disabled,
        agentOnly: m.agent_only,
        trial: kindOf(m.type) === 'TRIAL',
        loginLockedUntil:
          m.locked_until && m.locked_until.getTime() > Date.now() ? m.locked_until.getTime() : null,
        openSessions: sessions,
      },
      uplines: uplines.map((u) => ({ username: u.username, kind: kindOf(u.type) })),
      downlines: {
        list: downlines.rows.map((r) => ({ username: r.username, registeredAt: r.created_at.getTime() })),
        totalCount: downlines.total,
      },
      wallets: {
        sum: balance.sumBalance,
        currency: balance.currency,
        list: balance.balance.map((w) => ({ name: w.name, balance: w.availBalance, pending: w.pending })),
      },
      bankCards: cards.map((c) => ({
        bankName: c.bank_name,
        accountName: c.account_name,
        accountNumber: c.account_number,
        addedAt: c.created_at.getTime(),
        removed: c.removed_at !== null,
      })),
    };
  }

  async ledger(merchantId: number, query: z.output<typeof playerLedgerQuery>) {
    const m = await this.member(merchantId, query.username);
    return this.d.records.transactions({ merchantId, memberId: m.id }, query);
  }

  async bets(merchantId: number, query: z.output<typeof playerBetsQuery>) {
    const m = await this.member(merchantId, query.username);
    return this.d.bets.bettingRecord(m.id, query);
  }

  async logins(merchantId: number, query: z.output<typeof playerPageQuery>) {
    const m = await this.member(merchantId, query.username);
    const { rows, total } = await repo.loginPage(this.d.db, m.id, pageOfQuery(query));
    const list = rows.map((r) => ({
      id: String(r.id),
      time: r.at.getTime(),
      ip: r.ip,
      device: r.device,
      userAgent: r.user_agent,
      method: r.method,
      result: r.result,
    }));
    return pageOf(list, total, query.pageNo, query.pageSize);
  }

  async audit(merchantId: number, query: z.output<typeof playerPageQuery>) {
    const m = await this.member(merchantId, query.username);
    const { rows, total } = await repo.auditPage(this.d.db, merchantId, m.username, pageOfQuery(query));
    const operatorIds = rows
      .filter((r) => r.actor_type === 'operator' && /^\d{1,9}$/.test(r.actor_id))
      .map((r) => Number(r.actor_id));
    const names = await repo.operatorNames(this.d.db, [...new Set(operatorIds)]);
    const list = rows.map((r) => ({
      id: String(r.id),
      time: r.created_at.getTime(),
      action: r.action,
      operator:
        r.actor_type === 'operator' ? (names.get(Number(r.actor_id)) ?? `#${r.actor_id}`) : r.actor_type,
      reason: typeof r.detail.reason === 'string' ? r.detail.reason : null,
      detail: r.detail,
      ip: r.ip,
    }));
    return pageOf(list, total, query.pageNo, query.pageSize);
  }
}
