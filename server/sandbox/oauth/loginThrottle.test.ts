/** @jest-environment node */
import { LoginThrottle, MAX_FAILURES } from './loginThrottle';

describe('LoginThrottle', () => {
  it('blocks an address and email pair after too many failures, until the window passes', () => {
    const throttle = new LoginThrottle();
    const start = 1_000_000;
    for (let index = 0; index < MAX_FAILURES; index += 1) {
      expect(throttle.retryAfterSeconds('10.0.0.1', 'a@example.test', start)).toBe(0);
      throttle.recordFailure('10.0.0.1', 'A@example.test ', start);
    }
    expect(throttle.retryAfterSeconds('10.0.0.1', 'a@example.test', start + 1000)).toBe(599);
    expect(throttle.retryAfterSeconds('10.0.0.2', 'a@example.test', start)).toBe(0);
    expect(throttle.retryAfterSeconds('10.0.0.1', 'b@example.test', start)).toBe(0);
    expect(throttle.retryAfterSeconds('10.0.0.1', 'a@example.test', start + 600_000)).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = new LoginThrottle();
    for (let index = 0; index < MAX_FAILURES; index += 1) throttle.recordFailure('ip', 'user', 5);
    throttle.recordSuccess('ip', 'user');
    expect(throttle.retryAfterSeconds('ip', 'user', 6)).toBe(0);
  });
});
