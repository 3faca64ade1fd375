import { z } from 'zod';
import { LANGUAGES, MAX_EPOCH_MS, MAX_SERIAL_ID } from '../constants.js';
import { NOTICE_AUDIENCES, NOTICE_KINDS, noticeLink, vendorCode } from '../content/notices.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * The operator's notices (issue 14 item 9): announcements, popups, promotion popups, banners and
 * game announcements, each with a title and HTML content per language (EN required), a schedule
 * and an optional link. Every role reads; writing, publishing and deleting need `configure` and
 * are audited. HTML is sanitised on save; publishing pushes `notices` to open pages.
 */
export const operatorNoticeRoutes = {
  listNotices: op<{ query: In<typeof noticeListQuery>; response: Out<typeof noticeListResponse> }>(
    'GET',
    '/ops/notices',
  ),
  getNotice: op<{ query: In<typeof noticeIdQuery>; response: Out<typeof operatorNotice> }>(
    'GET',
    '/ops/notices/detail',
  ),
  /** Creates (no id) or replaces a notice; a published one stays published (and is pushed). */
  saveNotice: op<{ body: In<typeof saveNoticeRequest>; response: Out<typeof operatorNotice> }>(
    'POST',
    '/ops/notices',
  ),
  publishNotice: op<{ body: In<typeof noticeIdBody>; response: Out<typeof operatorNotice> }>(
    'POST',
    '/ops/notices/publish',
  ),
  unpublishNotice: op<{ body: In<typeof noticeIdBody>; response: Out<typeof operatorNotice> }>(
    'POST',
    '/ops/notices/unpublish',
  ),
  deleteNotice: op<{ body: In<typeof noticeIdBody>; response: Out<typeof noticeDeleted> }>(
    'POST',
    '/ops/notices/delete',
  ),
  /** The HTML as the site will show it (sanitised); nothing is stored. */
  previewNotice: op<{ body: In<typeof previewNoticeRequest>; response: Out<typeof previewNoticeResponse> }>(
    'POST',
    '/ops/notices/preview',
  ),
} as const;

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_CONTENT_MAX = 20_000;
export const NOTICE_SORT_MAX = 9999;
export const NOTICE_STATUSES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

const noticeId = z.number().int().positive().max(MAX_SERIAL_ID);
export const noticeIdQuery = z.object({ id: z.coerce.number().int().positive().max(MAX_SERIAL_ID) });
export const noticeIdBody = z.object({ id: noticeId });
const epochMs = z.number().int().min(0).max(MAX_EPOCH_MS);

export const noticeText = z.object({
  language: z.enum(LANGUAGES),
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  /** HTML; sanitised on save (scripts, handlers, frames and `javascript:` links removed). */
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
});
export type NoticeText = z.infer<typeof noticeText>;

export const saveNoticeRequest = z
  .object({
    id: noticeId.optional(),
    kind: z.enum(NOTICE_KINDS),
    /** Player announcements (PL) only: also open in the notice modal. */
    popup: z.boolean().default(false),
    startTime: epochMs,
    endTime: epochMs.nullable().default(null),
    sort: z.number().int().min(0).max(NOTICE_SORT_MAX).default(0),
    link: noticeLink.nullable().default(null),
    /** Game announcements (G): the vendor they are about (required there, refused elsewhere). */
    vendor: vendorCode.nullable().default(null),
    texts: z.array(noticeText).min(1).max(LANGUAGES.length),
    /** Who reads it: players (the site), agents (the agent centre's announcement) or all. */
    audience: z.enum(NOTICE_AUDIENCES).default('players'),
  })
  .superRefine((n, ctx) => {
    const languages = n.texts.map((t) => t.language);
    if (new Set(languages).size !== languages.length)
      ctx.addIssue({ code: 'custom', path: ['texts'], message: 'one text per language' });
    if (!languages.includes('EN'))
      ctx.addIssue({ code: 'custom', path: ['texts'], message: 'English is required' });
    if (n.endTime !== null && n.endTime <= n.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'after the start' });
    if ((n.kind === 'G') !== (n.vendor !== null))
      ctx.addIssue({
        code: 'custom',
        path: ['vendor'],
        message: 'game announcements only, and required there',
      });
    if (n.popup && n.kind !== 'PL')
      ctx.addIssue({ code: 'custom', path: ['popup'], message: 'player announcements only' });
    // The agent centre shows announcements only: an agents-only banner or popup would reach no one.
    if (n.audience === 'agents' && n.kind !== 'PL')
      ctx.addIssue({ code: 'custom', path: ['audience'], message: 'announcements (PL) only' });
  });
export type SaveNoticeRequest = z.input<typeof saveNoticeRequest>;

export const operatorNotice = z.object({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  popup: z.boolean(),
  startTime: z.number(),
  endTime: z.number().nullable(),
  sort: z.number(),
  link: noticeLink.nullable(),
  vendor: z.string().nullable(),
  published: z.boolean(),
  audience: z.enum(NOTICE_AUDIENCES),
  /** Draft, or when published: scheduled (not started), live, ended. */
  status: z.enum(NOTICE_STATUSES),
  updatedAt: z.number(),
  texts: z.array(noticeText),
});
export type OperatorNotice = z.infer<typeof operatorNotice>;

export const noticeListQuery = pageQuery.and(
  z.object({
    kind: z.enum(NOTICE_KINDS).optional(),
    status: z.enum(NOTICE_STATUSES).optional(),
    audience: z.enum(NOTICE_AUDIENCES).optional(),
    /** Part of any language's title. */
    title: z.string().trim().max(NOTICE_TITLE_MAX).optional(),
  }),
);
export type NoticeListQuery = z.input<typeof noticeListQuery>;
export const noticeListResponse = pageOf(operatorNotice);
export type NoticeListResponse = z.infer<typeof noticeListResponse>;

export const noticeDeleted = z.object({ id: z.number() });
export const previewNoticeRequest = z.object({ content: z.string().max(NOTICE_CONTENT_MAX) });
export const previewNoticeResponse = z.object({ content: z.string() });

/** The schemas of the routes above, spread into operator-route-schemas.ts. */
export const operatorNoticeSchemas = {
  listNotices: { query: noticeListQuery, response: noticeListResponse },
  getNotice: { query: noticeIdQuery, response: operatorNotice },
  saveNotice: { body: saveNoticeRequest, response: operatorNotice },
  publishNotice: { body: noticeIdBody, response: operatorNotice },
  unpublishNotice: { body: noticeIdBody, response: operatorNotice },
  deleteNotice: { body: noticeIdBody, response: noticeDeleted },
  previewNotice: { body: previewNoticeRequest, response: previewNoticeResponse },
} as const;
