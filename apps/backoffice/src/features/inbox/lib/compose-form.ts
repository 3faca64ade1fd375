import { z } from 'zod';
import {
  inboxAudience,
  sendInboxMessageRequest,
  type InboxAudience,
  type InboxGroupFilter,
  type SendInboxMessageRequest,
} from '@bet/contracts/operator/operator-inbox';

const DAY_MS = 86_400_000;

/** The composer's fields as the form holds them (strings from inputs). */
export const composeForm = z
  .object({
    kind: z.enum(['player', 'group', 'everyone']),
    username: z.string(),
    label: z.string(),
    vipLevel: z.string(),
    agent: z.string(),
    registeredFrom: z.string(),
    registeredTo: z.string(),
    title: sendInboxMessageRequest.shape.title,
    content: sendInboxMessageRequest.shape.content,
  })
  .superRefine((form, ctx) => {
    // The contract's audience rules, reported under the field that breaks them.
    const parsed = inboxAudience.safeParse(audienceOf(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      // "At least one filter" sits under the first filter; the others under their own field.
      const last = String(issue.path.at(-1) ?? 'kind');
      ctx.addIssue({ code: 'custom', path: [last === 'filter' ? 'label' : last], message: issue.code });
    }
  });
export type ComposeForm = z.input<typeof composeForm>;

export const EMPTY_COMPOSE: ComposeForm = {
  kind: 'player',
  username: '',
  label: '',
  vipLevel: '',
  agent: '',
  registeredFrom: '',
  registeredTo: '',
  title: '',
  content: '',
};

/** A date input's day as epoch ms at the operator's local midnight. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();
const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The audience the fields describe; "registered until" includes its day (the contract's `to` is exclusive). */
export function audienceOf(form: Omit<ComposeForm, 'title' | 'content'>): InboxAudience {
  if (form.kind === 'player') return { kind: 'player', username: form.username.trim() };
  if (form.kind === 'everyone') return { kind: 'everyone' };
  const filter = {
    label: text(form.label),
    vipLevel: form.vipLevel.trim() === '' ? undefined : Number(form.vipLevel),
    agent: text(form.agent),
    registeredFrom: form.registeredFrom ? dayStart(form.registeredFrom) : undefined,
    registeredTo: form.registeredTo ? dayStart(form.registeredTo) + DAY_MS : undefined,
  };
  return {
    kind: 'group',
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as InboxGroupFilter,
  };
}

export const requestOf = (form: ComposeForm): SendInboxMessageRequest => ({
  audience: audienceOf(form),
  title: form.title,
  content: form.content,
});
