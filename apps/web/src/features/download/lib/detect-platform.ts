export type AppPlatform = 'IOS' | 'ANDROID' | 'LITE';

/**
 * The visitor's phone from the user agent: iPhone, iPod, iPad (iPadOS says "Macintosh" but has a
 * touch screen) or Android; anything else (a computer) gets the lite app first.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): AppPlatform {
  if (/iPhone|iPod|iPad/i.test(userAgent)) return 'IOS';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'IOS';
  if (/Android/i.test(userAgent)) return 'ANDROID';
  return 'LITE';
}

/** Whether the visitor's browser is iOS's (no install prompt: the Add to Home Screen guide). */
export const isIos = (userAgent: string, maxTouchPoints = 0) =>
  detectPlatform(userAgent, maxTouchPoints) === 'IOS';
