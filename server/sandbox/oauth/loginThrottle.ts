/**
 * Slows password guessing: after MAX_FAILURES wrong passwords for one email from one address
 * within the window, that pair is refused until the window passes. Keyed on the pair so a
 * stranger cannot lock the shared demo users out for everybody.
 */
export const MAX_FAILURES = 10;
const WINDOW_MS = 10 * 60 * 1000;
const MAX_TRACKED = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  private key(ip: string, email: string): string {
    return `${ip}\n${email.trim().toLowerCase()}`;
  }

  /** Seconds to wait before trying again, or 0 when a try is allowed. */
  retryAfterSeconds(ip: string, email: string, now = Date.now()): number {
    const entry = this.failures.get(this.key(ip, email));
    if (!entry || now - entry.since >= WINDOW_MS) return 0;
    return entry.count >= MAX_FAILURES ? Math.ceil((entry.since + WINDOW_MS - now) / 1000) : 0;
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    const key = this.key(ip, email);
    const entry = this.failures.get(key);
    if (!entry || now - entry.since >= WINDOW_MS) {
      if (this.failures.size >= MAX_TRACKED) this.failures.clear();
      this.failures.set(key, { count: 1, since: now });
    } else {
      entry.count += 1;
    }
  }

  recordSuccess(ip: string, email: string): void {
    this.failures.delete(this.key(ip, email));
  }
}
