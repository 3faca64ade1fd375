import type { NoticeItem, NoticesResponse } from '@bet/contracts/content/notices';

/** The modal's queue: popups, then promotion popups, each once, without those already handled. */
export function popupQueue(data: NoticesResponse | undefined, handled: ReadonlySet<number>): NoticeItem[] {
  if (!data) return [];
  const seen = new Set<number>();
  return [...data.popup, ...data.promotion].filter((n) => {
    if (handled.has(n.id) || seen.has(n.id)) return false;
    seen.add(n.id);
    return true;
  });
}

const GUEST_KEY = 'noticeHiddenToday';

/** A visitor without a session keeps "don't show again today" in this browser only. */
export function guestHidden(day: string): Set<number> {
  try {
    const stored = JSON.parse(localStorage.getItem(GUEST_KEY) ?? 'null') as { day?: string; ids?: unknown };
    return stored?.day === day && Array.isArray(stored.ids)
      ? new Set(stored.ids.filter((id): id is number => typeof id === 'number'))
      : new Set();
  } catch {
    return new Set();
  }
}

export function hideForGuest(day: string, id: number) {
  try {
    localStorage.setItem(GUEST_KEY, JSON.stringify({ day, ids: [...guestHidden(day), id] }));
  } catch {
    // Storage off (private mode): the popup shows again next time, nothing worse.
  }
}
