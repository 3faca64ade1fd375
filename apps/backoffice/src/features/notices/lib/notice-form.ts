import { LANGUAGES, type Language } from '@bet/contracts/constants';
import type { NoticeAudience, NoticeKind } from '@bet/contracts/content/notices';
import {
  saveNoticeRequest,
  type OperatorNotice,
  type SaveNoticeRequest,
} from '@bet/contracts/operator/operator-notices';

export type LinkKind = 'none' | 'url' | 'promotion' | 'game' | 'lottery';

/** The editor's state: every language's title and content (empty = that language is not written). */
export interface NoticeDraft {
  id?: number;
  kind: NoticeKind;
  /** Who reads it: players (the site), agents (the agent centre) or all. */
  audience: NoticeAudience;
  popup: boolean;
  /** datetime-local values (the operator's time zone). */
  start: string;
  end: string;
  sort: number;
  linkKind: LinkKind;
  url: string;
  promotionId: string;
  nodeId: string;
  vendor: string;
  texts: Record<Language, { title: string; content: string }>;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toLocalInput = (at: number) => {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const emptyTexts = () =>
  Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', content: '' }])) as NoticeDraft['texts'];

export function draftOf(notice: OperatorNotice | null, now = Date.now()): NoticeDraft {
  const texts = emptyTexts();
  for (const t of notice?.texts ?? []) texts[t.language] = { title: t.title, content: t.content };
  const link = notice?.link ?? null;
  return {
    ...(notice ? { id: notice.id } : {}),
    kind: notice?.kind ?? 'PL',
    audience: notice?.audience ?? 'players',
    popup: notice?.popup ?? false,
    start: toLocalInput(notice?.startTime ?? now),
    end: notice?.endTime ? toLocalInput(notice.endTime) : '',
    sort: notice?.sort ?? 0,
    linkKind: link?.kind ?? 'none',
    url: link?.kind === 'url' ? link.url : '',
    promotionId: link?.kind === 'promotion' ? String(link.promotionId) : '',
    nodeId: link?.kind === 'game' ? String(link.nodeId) : '',
    vendor: notice?.vendor ?? (link?.kind === 'game' ? link.vendor : ''),
    texts,
  };
}

function linkOf(d: NoticeDraft): SaveNoticeRequest['link'] {
  switch (d.linkKind) {
    case 'url':
      return { kind: 'url', url: d.url };
    case 'promotion':
      return { kind: 'promotion', promotionId: Number(d.promotionId) };
    case 'game':
      return { kind: 'game', vendor: d.vendor, nodeId: Number(d.nodeId) };
    case 'lottery':
      return { kind: 'lottery' };
    default:
      return null;
  }
}

/** The request of a draft: only the languages written; popup only for PL, vendor only for G. */
export function requestOf(d: NoticeDraft): SaveNoticeRequest {
  const startTime = new Date(d.start).getTime();
  return {
    ...(d.id ? { id: d.id } : {}),
    kind: d.kind,
    audience: d.audience,
    popup: d.kind === 'PL' && d.popup,
    startTime: Number.isNaN(startTime) ? -1 : startTime,
    endTime: d.end ? new Date(d.end).getTime() : null,
    sort: d.sort,
    link: linkOf(d),
    vendor: d.kind === 'G' ? d.vendor : null,
    texts: LANGUAGES.filter((l) => l === 'EN' || d.texts[l].title !== '' || d.texts[l].content !== '').map(
      (language) => ({ language, ...d.texts[language] }),
    ),
  };
}

/** Field paths the contract refuses (`texts.0.title`, `endTime` …), checked before sending. */
export function problemsOf(d: NoticeDraft): string[] {
  const result = saveNoticeRequest.safeParse(requestOf(d));
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join('.') || 'form'))];
}
