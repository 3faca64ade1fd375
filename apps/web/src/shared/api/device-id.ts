const KEY = 'deviceId';
let fallback: string | undefined;

/**
 * This browser's own random id, kept in storage and sent as `Device-Id` with every call: the
 * server keeps it with each login, and two accounts from one browser are flagged when both claim
 * a once-per-person bonus. Storage blocked: one id for this page's life.
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
