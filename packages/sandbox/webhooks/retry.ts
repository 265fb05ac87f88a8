/**
 * When a failed delivery is tried again. The platform keeps Connect failures for 15 days and
 * retries them with a growing wait (its guides give no exact schedule); the sandbox's: the first
 * retry 15 seconds after the first failure, each wait twice the last, at most a day apart, and no
 * attempt later than 15 days after the first.
 */
export interface RetrySchedule {
  firstDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

export const CONNECT_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 15 * SECOND,
  maxDelayMs: DAY,
  giveUpAfterMs: 15 * DAY,
};

const delayAfter = (attempt: number, schedule: RetrySchedule) =>
  Math.min(schedule.firstDelayMs * 2 ** (attempt - 1), schedule.maxDelayMs);

/**
 * The wait before the next attempt, after `attempt` attempts (1 after the first) have failed;
 * undefined when the delivery is given up.
 */
export function nextAttemptDelay(
  attempt: number,
  schedule: RetrySchedule = CONNECT_RETRY_SCHEDULE,
): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new RangeError(`attempt must be 1 or more, got ${attempt}`);
  let elapsed = 0;
  for (let done = 1; done <= attempt; done += 1) elapsed += delayAfter(done, schedule);
  return elapsed > schedule.giveUpAfterMs ? undefined : delayAfter(attempt, schedule);
}

/** How many attempts a delivery gets before it is given up (27 with the platform's schedule). */
export function maxAttempts(schedule: RetrySchedule = CONNECT_RETRY_SCHEDULE): number {
  let attempt = 1;
  while (nextAttemptDelay(attempt, schedule) !== undefined) attempt += 1;
  return attempt;
}
