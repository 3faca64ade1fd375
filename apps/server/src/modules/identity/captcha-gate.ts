/**
 * Remembers client addresses that failed a login recently, so their next attempt must carry a
 * captcha even for a username that does not exist (the answer must not reveal which exist).
 * Per process; with several processes an address may get one captcha-free try per process.
 */
export class CaptchaGate {
  private readonly failedAt = new Map<string, number>();

  constructor(private readonly windowMs = 15 * 60_000) {}

  markFailed(ip: string): void {
    if (this.failedAt.size > 100_000) this.prune();
    this.failedAt.set(ip, Date.now());
  }

  requires(ip: string): boolean {
    const at = this.failedAt.get(ip);
    return at !== undefined && Date.now() - at < this.windowMs;
  }

  clear(ip: string): void {
    this.failedAt.delete(ip);
  }

  private prune(): void {
    const now = Date.now();
    for (const [ip, at] of this.failedAt) if (now - at >= this.windowMs) this.failedAt.delete(ip);
  }
}
