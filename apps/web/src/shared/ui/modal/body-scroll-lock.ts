/**
 * Fixes the page body while any modal is open and puts the scroll position back afterwards
 * (spec §2). Counted, so stacked modals lock once. The offset is set through the CSSOM,
 * which the strict CSP allows (unlike a style attribute).
 */
let locks = 0;
let savedScrollY = 0;

export function lockBodyScroll() {
  locks += 1;
  if (locks > 1) return;
  savedScrollY = window.scrollY;
  document.body.style.top = `-${savedScrollY}px`;
  document.body.classList.add('body-scroll-locked');
}

export function unlockBodyScroll() {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0) return;
  document.body.classList.remove('body-scroll-locked');
  document.body.style.removeProperty('top');
  window.scrollTo(0, savedScrollY);
}
