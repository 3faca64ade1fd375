// @ts-check
/* global document, window */
// The bet slip's frame: a side panel on wide screens, a bottom sheet on a phone. Its head is a
// button that opens and closes it (on a phone the bar at the bottom, with the count badge and a
// summary); a tap on the dimmed page or Escape closes the sheet.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { setAttr } from './sportsbook-format.js';

export const PHONE = window.matchMedia('(max-width: 899px)');

/** @param {{ count: HTMLElement, summary: HTMLElement, body: HTMLElement }} parts */
export function createSheet({ count, summary, body }) {
  let open = !PHONE.matches;
  body.id = 'sb-slip-body';
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'sb-slip__toggle',
      id: 'sb-slip-title',
      'aria-controls': 'sb-slip-body',
      onclick: () => setOpen(!open),
    },
    h('span', { class: 'sb-slip__title' }, t('sports.slip.title')),
    count,
    summary,
    h('span', { class: 'sb-slip__chevron', 'aria-hidden': 'true' }),
  );
  const backdrop = h('div', { class: 'sb-backdrop', 'aria-hidden': 'true', onclick: () => setOpen(false) });
  const el = h(
    'aside',
    { class: 'sb-slip', 'data-testid': 'sb-slip', 'aria-labelledby': 'sb-slip-title', 'aria-live': 'off' },
    backdrop,
    h('h2', { class: 'sb-slip__head' }, toggle),
    body,
  );

  /** @param {boolean} value */
  function setOpen(value) {
    open = value;
    setAttr(toggle, 'aria-expanded', String(open));
    el.classList.toggle('is-open', open);
    document.documentElement.classList.toggle('sb-sheet-open', open && PHONE.matches);
  }

  PHONE.addEventListener('change', () => setOpen(!PHONE.matches));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open && PHONE.matches) {
      setOpen(false);
      toggle.focus();
    }
  });
  setOpen(open);

  return {
    el,
    setOpen,
    isOpen: () => open,
    focus: () => toggle.focus(),
  };
}
