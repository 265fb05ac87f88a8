/** @jest-environment node */
import { CONNECT_RETRY_SCHEDULE, maxAttempts, nextAttemptDelay } from './retry';

const SECOND = 1000;
const DAY = 86_400 * SECOND;

describe('nextAttemptDelay', () => {
  it('waits 15 seconds after the first failure, then twice as long each time', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => nextAttemptDelay(attempt))).toEqual([
      15 * SECOND,
      30 * SECOND,
      60 * SECOND,
      120 * SECOND,
      240 * SECOND,
    ]);
  });

  it('waits at most a day between attempts', () => {
    expect(nextAttemptDelay(13)).toBe(61_440 * SECOND);
    expect(nextAttemptDelay(14)).toBe(DAY);
    expect(nextAttemptDelay(20)).toBe(DAY);
  });

  it('gives a delivery up once the next attempt would fall past 15 days', () => {
    expect(maxAttempts()).toBe(27);
    expect(nextAttemptDelay(26)).toBe(DAY);
    expect(nextAttemptDelay(27)).toBeUndefined();
    let elapsed = 0;
    for (let attempt = 1; attempt < maxAttempts(); attempt += 1)
      elapsed += nextAttemptDelay(attempt) ?? 0;
    expect(elapsed).toBeLessThanOrEqual(CONNECT_RETRY_SCHEDULE.giveUpAfterMs);
    expect(elapsed + DAY).toBeGreaterThan(CONNECT_RETRY_SCHEDULE.giveUpAfterMs);
  });

  it('follows a schedule it is given (the sandbox’s tests and demos retry faster)', () => {
    const quick = { firstDelayMs: 100, maxDelayMs: 1000, giveUpAfterMs: 3000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => nextAttemptDelay(attempt, quick))).toEqual([
      100,
      200,
      400,
      800,
      1000,
      undefined,
    ]);
    expect(maxAttempts(quick)).toBe(6);
  });

  it('refuses an attempt number below one', () => {
    expect(() => nextAttemptDelay(0)).toThrow(RangeError);
    expect(() => nextAttemptDelay(1.5)).toThrow(RangeError);
  });
});
