import { routes } from '@bet/contracts/routes';
import type { BodyOf } from '@/shared/api/client';

export type VitalsBody = BodyOf<typeof routes.vitals>;

/**
 * Sends one page view's Web Vitals. `sendBeacon` survives the page being closed; it posts the
 * string as text/plain (no preflight, no headers: the server reads it as JSON and needs neither
 * merchant nor token). Where the beacon is missing or refused, a keepalive fetch does the same.
 */
export function sendVitals(body: VitalsBody): void {
  const json = JSON.stringify(body);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(routes.vitals.path, json)) return;
  void fetch(routes.vitals.path, {
    method: routes.vitals.method,
    body: json,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {
    // Figures are best effort: a lost batch must never reach the player.
  });
}
