// Zod-free: the web imports these at run time (zod-free.test.ts).
/**
 * Announcements (issue 14, spec §2 notice page and notice modal, §3, §7; platform-facts "Notices").
 *
 * Types and the list each one fills in the answer `{ banners, player, popup, promotion }`:
 * - `B`  banner: a short line for the home marquee → `banners` (B is also the execution type).
 * - `H`  headline: a pinned line shown above the notice page → `banners` too (the item's `type`
 *        tells them apart).
 * - `PL` player announcement → `player`, a page of 9 (the notice page). One with the popup flag
 *        also opens in the notice modal (→ `popup` as well).
 * - `PU` popup notice → `popup` (the notice modal, after login and on home).
 * - `PR` promotion popup → `promotion` (the modal, after the popups).
 * - `G`  game announcement: never in this answer; `GET /lgw/games/announcements` per vendor.
 * Content is HTML the server sanitised on save; the web sanitises it again on render.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Every kind an operator can write: the site's types and game announcements. */
export const NOTICE_KINDS = [...NOTICE_TYPES, 'G'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/**
 * Who a notice is for: `players` (the site's notice calls; the default), `agents` (the agent
 * centre's announcement, `GET /wps/agent/notices`) or `all` (both).
 */
export const NOTICE_AUDIENCES = ['players', 'agents', 'all'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
/** The audiences each reader sees. */
export const PLAYER_AUDIENCES: readonly NoticeAudience[] = ['players', 'all'];
export const AGENT_AUDIENCES: readonly NoticeAudience[] = ['agents', 'all'];
/** What the site asks on its first load (spec §7). */
export const FIRST_LOAD_NOTICE_TYPES = 'B,PL,PU,PR';
export const NOTICE_EXECUTION = 'B';
export const NOTICE_PLATFORM = 'W';

/** yyyy-MM-dd HH:mm:ss, as the spec's date filter writes it (UTC on the wire). */
export const NOTICE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** The instant of a `yyyy-MM-dd HH:mm:ss` (UTC) string, or null when it names no real time. */
export function parseNoticeDateTime(value: string): number | null {
  const m = NOTICE_DATE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(at);
  const real =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi;
  return real && y >= 1970 && y <= 9999 && s < 60 ? at : null;
}
/** The `yyyy-MM-dd HH:mm:ss` (UTC) of an instant. */
export const formatNoticeDateTime = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/** The player's own calendar day (yyyy-MM-dd), for "don't show again today". */
export const NOTICE_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
