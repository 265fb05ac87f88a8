import { createHash } from 'node:crypto';
import { hit, peek, reset, type SharedTables, type StoreDb } from '@developer-center/store';

/**
 * Slows guessing (passwords at the login page, client secrets at the token endpoint): after
 * MAX_FAILURES failures for one subject (an email, a client id) from one address within the
 * window, that pair is refused until the window passes. Keyed on the pair so a stranger cannot
 * lock the shared demo users out for everybody. The counts live in the store's shared counters:
 * every instance sees them, memory stays bounded, and no volume of other keys can flush them.
 */
export const MAX_FAILURES = 10;
export const THROTTLE_WINDOW_MS = 10 * 60 * 1000;

export class LoginThrottle<Tables extends SharedTables> {
  constructor(
    private readonly db: StoreDb<Tables>,
    /** Which guesses: `login` (passwords), `token` (client secrets). */
    private readonly kind: string,
  ) {}

  private key(ip: string, subject: string): string {
    // Hashed: a subject is whatever a client sent, so its length is the client's choice.
    const digest = createHash('sha256').update(`${ip}\n${subject.trim().toLowerCase()}`);
    return `throttle:${this.kind}:${digest.digest('base64url')}`;
  }

  /** Seconds to wait before trying again, or 0 when a try is allowed. */
  async retryAfterSeconds(ip: string, subject: string, now = Date.now()): Promise<number> {
    const state = await peek(this.db, this.key(ip, subject), now);
    return state.count >= MAX_FAILURES ? Math.max(1, Math.ceil(state.resetInMs / 1000)) : 0;
  }

  async recordFailure(ip: string, subject: string, now = Date.now()): Promise<void> {
    await hit(this.db, this.key(ip, subject), THROTTLE_WINDOW_MS, now);
  }

  async recordSuccess(ip: string, subject: string): Promise<void> {
    await reset(this.db, this.key(ip, subject));
  }
}
