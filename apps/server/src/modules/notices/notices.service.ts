import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  AGENT_AUDIENCES,
  NOTICES_PAGE_SIZE,
  PLAYER_AUDIENCES,
  parseNoticeDateTime,
  type AgentNoticesResponse,
  type DismissNoticeRequest,
  type NoticeItem,
  type NoticeLink,
  type NoticesResponse,
  type NoticeType,
} from '@bet/contracts/content/notices';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { isAgent, type MemberIdentity } from '../identity/session.service.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import * as repo from './notices.repo.js';

/** Popups, banners and game announcements are few by nature; a list never carries more. */
const LIST_CAP = 50;
/** Only these pages of the common answers are cached (a page number or date range beyond is read fresh). */
const CACHED_PAGES = 5;
const DAY_MS = 86_400_000;

export const toNoticeItem = (row: repo.LiveNoticeRow): NoticeItem => ({
  id: row.id,
  type: row.kind,
  title: row.title,
  content: row.content,
  language: row.language,
  startTime: row.starts_at.getTime(),
  endTime: row.ends_at?.getTime() ?? null,
  popup: row.popup,
  link: (row.link as NoticeLink | null) ?? null,
  vendor: row.vendor,
});

/** Whether a player's day (yyyy-MM-dd) is within a day of the server's: a player's local day always is. */
export function isPlausibleDay(day: string, now: number): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return false;
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.abs(at - today) <= DAY_MS;
}

/** The instant of an optional `yyyy-MM-dd HH:mm:ss` bound (the schema checked it). */
const boundOf = (value: string | undefined) =>
  value === undefined ? undefined : new Date(parseNoticeDateTime(value)!);

export interface NoticesRequest {
  types: NoticeType[];
  pageNo: number;
  startTime?: string | undefined;
  endTime?: string | undefined;
  day?: string | undefined;
}

/**
 * What the site reads: the notice page (player announcements, 9 a page), the notice modal
 * (popups, then promotion popups), banners and game announcements, each in the asked language
 * with English as the fallback, only inside its window. The answers every visitor shares are
 * cached briefly and dropped when an operator changes a notice (in every process).
 */
export class NoticesService {
  private readonly cache: TtlCache<string, NoticesResponse>;
  private readonly games: TtlCache<string, NoticeItem[]>;
  /** The agent centre's announcement pages (agents + all), apart from the site's answers. */
  private readonly agentPages: TtlCache<string, AgentNoticesResponse>;
  /** Who a token is, and what they dismissed on a day, for a few seconds: a hot page costs no query. */
  private readonly viewers: TtlCache<string, bigint | undefined>;
  private readonly dismissals: TtlCache<string, Set<number>>;

  constructor(
    private readonly db: Db,
    merchants: Pick<MerchantService, 'onInvalidate'>,
    cacheMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new TtlCache(cacheMs);
    this.games = new TtlCache(cacheMs);
    this.agentPages = new TtlCache(cacheMs);
    this.viewers = new TtlCache(cacheMs, 20_000);
    this.dismissals = new TtlCache(cacheMs, 20_000);
    merchants.onInvalidate(() => {
      this.cache.clear();
      this.games.clear();
      this.agentPages.clear();
    });
  }

  /** `GET /wps/system/notices`; for a member naming their day, the popups they dismissed for it are left out. */
  async notices(
    merchantId: number,
    language: string,
    q: NoticesRequest,
    /** The request's token and its member (looked up only when there are popups to filter). */
    viewer?: { token: string; member: () => Promise<bigint | undefined> },
  ): Promise<NoticesResponse> {
    const shared = q.startTime === undefined && q.endTime === undefined && q.pageNo <= CACHED_PAGES;
    const key = `${merchantId}|${language}|${[...q.types].sort().join(',')}|${q.pageNo}`;
    const answer = shared
      ? await this.cache.get(key, () => this.read(merchantId, language, q))
      : await this.read(merchantId, language, q);
    if (q.day === undefined || (answer.popup.length === 0 && answer.promotion.length === 0)) return answer;
    if (!isPlausibleDay(q.day, this.now())) return answer;
    const day = q.day;
    const memberId = viewer ? await this.viewers.get(viewer.token, viewer.member) : undefined;
    if (memberId === undefined) return answer;
    const dismissed = await this.dismissals.get(`${memberId}|${day}`, () =>
      repo.dismissedIds(this.db, memberId, day),
    );
    if (dismissed.size === 0) return answer;
    return {
      ...answer,
      popup: answer.popup.filter((n) => !dismissed.has(n.id)),
      promotion: answer.promotion.filter((n) => !dismissed.has(n.id)),
    };
  }

  private async read(merchantId: number, language: string, q: NoticesRequest): Promise<NoticesResponse> {
    const now = new Date(this.now());
    const wants = new Set(q.types);
    const live = (kinds: Array<'B' | 'H' | 'PU' | 'PR' | 'PL'>, extra?: (r: repo.LiveNoticeRow) => boolean) =>
      repo
        .listLive(this.db, { merchantId, kinds, language, now, limit: LIST_CAP })
        .then((rows) => (extra ? rows.filter(extra) : rows).map(toNoticeItem));
    const from = boundOf(q.startTime);
    const to = boundOf(q.endTime);
    const offset = (q.pageNo - 1) * NOTICES_PAGE_SIZE;
    const empty = Promise.resolve([] as NoticeItem[]);

    const [banners, popup, promotion, page] = await Promise.all([
      live((['B', 'H'] as const).filter((t) => wants.has(t))),
      // The modal's popups: popup notices, and player announcements flagged as popups.
      wants.has('PU') ? live(['PU', 'PL'], (r) => r.kind === 'PU' || r.popup) : empty,
      wants.has('PR') ? live(['PR']) : empty,
      wants.has('PL')
        ? repo.pageLiveAnnouncements(this.db, {
            merchantId,
            audiences: PLAYER_AUDIENCES,
            language,
            now,
            from,
            to,
            offset,
            limit: NOTICES_PAGE_SIZE,
          })
        : Promise.resolve({ rows: [], total: 0 }),
    ]);
    return {
      banners,
      player: pageOf(page.rows.map(toNoticeItem), page.total, q.pageNo, NOTICES_PAGE_SIZE),
      popup,
      promotion,
    };
  }

  /**
   * `GET /wps/agent/notices`: the agent centre's announcement, live announcements written for
   * agents or everyone, 9 a page; agents only (a player never reads an agents' notice).
   */
  async agentNotices(
    me: Pick<MemberIdentity, 'type'>,
    merchantId: number,
    language: string,
    q: { pageNo: number; startTime?: string | undefined; endTime?: string | undefined },
  ): Promise<AgentNoticesResponse> {
    if (!isAgent(me.type)) throw new AppError(ErrorCodes.agentNotAgent, 'agents only');
    const read = async () => {
      const page = await repo.pageLiveAnnouncements(this.db, {
        merchantId,
        audiences: AGENT_AUDIENCES,
        language,
        now: new Date(this.now()),
        from: boundOf(q.startTime),
        to: boundOf(q.endTime),
        offset: (q.pageNo - 1) * NOTICES_PAGE_SIZE,
        limit: NOTICES_PAGE_SIZE,
      });
      return pageOf(page.rows.map(toNoticeItem), page.total, q.pageNo, NOTICES_PAGE_SIZE);
    };
    // Every agent of a merchant reads the same first pages: shared, like the site's answers.
    const shared = q.startTime === undefined && q.endTime === undefined && q.pageNo <= CACHED_PAGES;
    return shared ? this.agentPages.get(`${merchantId}|${language}|${q.pageNo}`, read) : read();
  }

  /** `GET /lgw/games/announcements`: live game announcements of these vendors (none: every vendor). */
  async gameAnnouncements(merchantId: number, language: string, vendors: string[]): Promise<NoticeItem[]> {
    // One cached list per merchant and language, filtered here: any vendor list costs no query.
    const all = await this.games.get(`${merchantId}|${language}`, async () =>
      (
        await repo.listLive(this.db, {
          merchantId,
          kinds: ['G'],
          language,
          now: new Date(this.now()),
          limit: LIST_CAP * 4,
        })
      ).map(toNoticeItem),
    );
    const wanted = new Set(vendors.map((v) => v.toUpperCase()));
    return wanted.size === 0 ? all : all.filter((n) => wanted.has((n.vendor ?? '').toUpperCase()));
  }

  /** "Don't show again today": kept per player and day, so every device of the player hides it. */
  async dismiss(merchantId: number, memberId: bigint, body: DismissNoticeRequest) {
    if (!isPlausibleDay(body.day, this.now()))
      throw new AppError(ErrorCodes.noticeDayInvalid, 'the day is more than a day from today', {
        fields: [{ path: 'day', code: 'custom' }],
      });
    const popup = await repo.findLivePopup(this.db, merchantId, body.id, new Date(this.now()));
    if (!popup) throw new AppError(ErrorCodes.noticeNotFound, 'no such popup notice');
    await repo.insertDismissal(this.db, memberId, body.id, body.day);
    this.dismissals.forget(`${memberId}|${body.day}`);
    return { id: body.id, day: body.day };
  }
}
