import { z } from 'zod';
import { MAX_EPOCH_MS } from '../constants.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * The operator's inbox (issue 14 item 9): compose a private message to one player, a filtered
 * group or everyone (permission `playerAccess`, audited), see how many players an audience
 * reaches before sending, and the sent messages with their recipient and read counts.
 * Recipients are fixed when the message is sent: a player who registers later does not get it.
 */
export const operatorInboxRoutes = {
  /** How many players the audience reaches now (nothing is sent). */
  previewInboxAudience: op<{
    body: In<typeof inboxAudienceRequest>;
    response: Out<typeof inboxAudienceCount>;
  }>('POST', '/ops/inbox/preview'),
  sendInboxMessage: op<{ body: In<typeof sendInboxMessageRequest>; response: Out<typeof sentInboxMessage> }>(
    'POST',
    '/ops/inbox/send',
  ),
  listSentInboxMessages: op<{ query: In<typeof sentInboxQuery>; response: Out<typeof sentInboxPage> }>(
    'GET',
    '/ops/inbox',
  ),
} as const;

const username = z.string().trim().toLowerCase().min(1).max(64);
const epochMs = z.number().int().min(0).max(MAX_EPOCH_MS);
export const INBOX_AUDIENCE_KINDS = ['player', 'group', 'everyone'] as const;
export const INBOX_TITLE_MAX = 100;
export const INBOX_CONTENT_MAX = 20_000;
export const INBOX_LABEL_MAX = 32;
export const INBOX_VIP_LEVEL_MAX = 99;

/**
 * A group: every filter given must hold (at least one). `agent` is an agent line: the agent and
 * every player below them, at any depth. Registration: `registeredFrom` inclusive, `registeredTo`
 * exclusive (epoch ms).
 */
export const inboxGroupFilter = z.object({
  label: z.string().trim().min(1).max(INBOX_LABEL_MAX).optional(),
  vipLevel: z.number().int().min(0).max(INBOX_VIP_LEVEL_MAX).optional(),
  agent: username.optional(),
  registeredFrom: epochMs.optional(),
  registeredTo: epochMs.optional(),
});
export type InboxGroupFilter = z.infer<typeof inboxGroupFilter>;

export const inboxAudience = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('player'), username }),
    z.object({ kind: z.literal('group'), filter: inboxGroupFilter }),
    z.object({ kind: z.literal('everyone') }),
  ])
  .superRefine((a, ctx) => {
    if (a.kind !== 'group') return;
    const f = a.filter;
    if (Object.values(f).every((v) => v === undefined))
      ctx.addIssue({ code: 'custom', path: ['filter'], message: 'at least one filter' });
    if (f.registeredFrom !== undefined && f.registeredTo !== undefined && f.registeredFrom >= f.registeredTo)
      ctx.addIssue({ code: 'custom', path: ['filter', 'registeredTo'], message: 'range' });
  });
export type InboxAudience = z.infer<typeof inboxAudience>;

export const inboxAudienceRequest = z.object({ audience: inboxAudience });
export const inboxAudienceCount = z.object({ recipients: z.number() });

export const sendInboxMessageRequest = z.object({
  audience: inboxAudience,
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
  /** HTML; sanitised on save (scripts, handlers and `javascript:` links removed). */
  content: z.string().trim().min(1).max(INBOX_CONTENT_MAX),
});
export type SendInboxMessageRequest = z.input<typeof sendInboxMessageRequest>;

export const sentInboxMessage = z.object({
  id: z.number(),
  title: z.string(),
  audienceKind: z.enum(INBOX_AUDIENCE_KINDS),
  /** The audience in words ("player demoplayer", "VIP 5, label vip"): what the operator chose. */
  audience: z.string(),
  sender: z.string().nullable(),
  createdAt: z.number(),
  recipients: z.number(),
  read: z.number(),
});
export type SentInboxMessage = z.infer<typeof sentInboxMessage>;

export const sentInboxQuery = pageQuery;
export const sentInboxPage = pageOf(sentInboxMessage);
