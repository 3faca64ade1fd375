import { z } from 'zod';
import { MAX_SERIAL_ID, NOTICES_PER_PAGE } from '../constants.js';
import { pageOf } from '../wallet/amount.js';
import {
  FIRST_LOAD_NOTICE_TYPES,
  NOTICE_DAY,
  NOTICE_EXECUTION,
  NOTICE_PLATFORM,
  NOTICE_KINDS,
  NOTICE_TYPES,
  parseNoticeDateTime,
  type NoticeType,
} from './notice-rules.js';

export * from './notice-rules.js';

const noticeDateTime = z
  .string()
  .trim()
  .refine((v) => parseNoticeDateTime(v) !== null, { message: 'yyyy-MM-dd HH:mm:ss' });

export const noticeDay = z.string().regex(NOTICE_DAY);

/** `types` as a comma list of the types above (each at most once). */
const typesList = z
  .string()
  .trim()
  .max(32)
  .transform((v, ctx) => {
    const parts = v.split(',').map((p) => p.trim().toUpperCase());
    const known = parts.filter((p): p is NoticeType => (NOTICE_TYPES as readonly string[]).includes(p));
    if (known.length !== parts.length || new Set(known).size !== known.length || known.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'a comma list of B,PL,PU,PR,H' });
      return z.NEVER;
    }
    return known;
  });

export const noticesQuery = z
  .object({
    types: typesList.default([...FIRST_LOAD_NOTICE_TYPES.split(',')] as NoticeType[]),
    platform: z.literal(NOTICE_PLATFORM).default(NOTICE_PLATFORM),
    execution: z.literal(NOTICE_EXECUTION).default(NOTICE_EXECUTION),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    /** Player announcements whose start is in [startTime, endTime] (both optional). */
    startTime: noticeDateTime.optional(),
    endTime: noticeDateTime.optional(),
    /** The player's local day: with a session, popups dismissed for that day are left out. */
    day: noticeDay.optional(),
  })
  .refine(
    (q) =>
      q.startTime === undefined ||
      q.endTime === undefined ||
      parseNoticeDateTime(q.startTime)! <= parseNoticeDateTime(q.endTime)!,
    { message: 'range', path: ['endTime'] },
  );
export type NoticesQuery = z.input<typeof noticesQuery>;

const inOrder = (q: { startTime?: string | undefined; endTime?: string | undefined }) =>
  q.startTime === undefined ||
  q.endTime === undefined ||
  parseNoticeDateTime(q.startTime)! <= parseNoticeDateTime(q.endTime)!;

/**
 * `GET /wps/agent/notices` (agents only): the agent centre's announcement, announcements (PL)
 * written for agents or everyone, live ones only, 9 a page, those starting in [startTime, endTime].
 */
export const agentNoticesQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    startTime: noticeDateTime.optional(),
    endTime: noticeDateTime.optional(),
  })
  .refine(inOrder, { message: 'range', path: ['endTime'] });
export type AgentNoticesQuery = z.input<typeof agentNoticesQuery>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s"'<>`\\]+$/, 'an http(s) address');
export const vendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);

/** Where a notice leads when tapped (platform-facts): an address, a promotion, a game or the lottery lobby. */
export const noticeLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('url'), url: httpUrl }),
  z.object({ kind: z.literal('promotion'), promotionId: z.number().int().positive().max(MAX_SERIAL_ID) }),
  z.object({
    kind: z.literal('game'),
    vendor: vendorCode,
    nodeId: z.number().int().positive().max(MAX_SERIAL_ID),
    roomId: z.string().trim().max(64).optional(),
  }),
  z.object({ kind: z.literal('lottery') }),
]);
export type NoticeLink = z.infer<typeof noticeLink>;

/** One notice as the site shows it, in the asked language or English when it has none. */
export const noticeItem = z.object({
  id: z.number(),
  type: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** The language of title and content (the asked one, else EN). */
  language: z.string(),
  /** Epoch ms: shown from, and until (null: no end). */
  startTime: z.number(),
  endTime: z.number().nullable(),
  popup: z.boolean(),
  link: noticeLink.nullable(),
  /** Game announcements: the vendor they are about. */
  vendor: z.string().nullable(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

/** A list not asked for is empty; `player` is page `pageNo` of 9. */
export const noticesResponse = z.object({
  banners: z.array(noticeItem),
  player: pageOf(noticeItem),
  popup: z.array(noticeItem),
  promotion: z.array(noticeItem),
});
export type NoticesResponse = z.infer<typeof noticesResponse>;
export const NOTICES_PAGE_SIZE = NOTICES_PER_PAGE;

/** The agent announcement page: the same page of notices as the site's `player` list. */
export const agentNoticesResponse = pageOf(noticeItem);
export type AgentNoticesResponse = z.infer<typeof agentNoticesResponse>;

/** `GET /lgw/games/announcements`: the vendors' (comma list; none = every vendor) current ones. */
export const gameAnnouncementsQuery = z.object({
  vendors: z
    .string()
    .trim()
    .max(400)
    .optional()
    .refine(
      (v) => v === undefined || v === '' || v.split(',').every((c) => /^[A-Za-z0-9_-]{1,32}$/.test(c)),
      {
        message: 'a comma list of vendor codes',
      },
    ),
});
export type GameAnnouncementsQuery = z.input<typeof gameAnnouncementsQuery>;
export const gameAnnouncementsResponse = z.object({ list: z.array(noticeItem) });
export type GameAnnouncementsResponse = z.infer<typeof gameAnnouncementsResponse>;

/** `POST /wps/member/notices/dismiss`: hide this popup for the player's day, on every device. */
export const dismissNoticeRequest = z.object({
  id: z.number().int().positive().max(MAX_SERIAL_ID),
  day: noticeDay,
});
export type DismissNoticeRequest = z.infer<typeof dismissNoticeRequest>;
export const dismissNoticeResponse = z.object({ id: z.number(), day: z.string() });
export type DismissNoticeResponse = z.infer<typeof dismissNoticeResponse>;
