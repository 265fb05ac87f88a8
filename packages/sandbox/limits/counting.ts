import { hit, peek, type CounterState } from '@developer-center/store';
import type { SandboxDb } from '../store/db';
import { BURST_WINDOW_MS, HOUR_MS, type ApiLimits } from './options';

/** Where an account (and one of its keys) stands against one limit. */
export interface LimitState {
  limit: number;
  used: number;
  remaining: number;
  /** Epoch seconds when the count starts again from zero. */
  resetAt: number;
}

/** The hourly and burst state of an account, after a call or at a look. */
export interface AccountLimits {
  hourly: LimitState;
  burst: LimitState;
  /** The limit the call went over, if it did (hourly first: it lasts longer). */
  exceeded?: 'hourly' | 'burst';
}

// The hour is the clock's (the platform's usage refreshes at the top of each hour): its start is
// part of the key, and the window ends with it.
const hourOf = (now: number) => now - (now % HOUR_MS);
const keys = (accountId: string, now: number, clientId?: string) => {
  const of = clientId ? `${accountId}:${clientId}` : accountId;
  return { hourly: `api-limit:hour:${of}:${hourOf(now)}`, burst: `api-limit:burst:${of}` };
};

function state(counter: CounterState, limit: number, now: number, endsAt: number): LimitState {
  return {
    limit,
    used: counter.count,
    remaining: Math.max(0, limit - counter.count),
    resetAt: Math.ceil((counter.count > 0 ? now + counter.resetInMs : endsAt) / 1000),
  };
}

function accountLimits(
  hourly: CounterState,
  burst: CounterState,
  limits: ApiLimits,
  now: number,
): AccountLimits {
  const result: AccountLimits = {
    hourly: state(hourly, limits.hourly, now, hourOf(now) + HOUR_MS),
    burst: state(burst, limits.burst, now, now + BURST_WINDOW_MS),
  };
  if (hourly.count > limits.hourly) result.exceeded = 'hourly';
  else if (burst.count > limits.burst) result.exceeded = 'burst';
  return result;
}

/**
 * Counts one API call for the account and the key it was made with, in the store's shared
 * counters (every instance counts into the same windows). A refused call counts too, as the
 * platform's blocked calls do.
 */
export async function countCall(
  db: SandboxDb,
  accountId: string,
  clientId: string,
  limits: ApiLimits,
  now = Date.now(),
): Promise<AccountLimits> {
  const account = keys(accountId, now);
  const key = keys(accountId, now, clientId);
  const hourMs = hourOf(now) + HOUR_MS - now;
  const [hourly, burst] = [
    await hit(db, account.hourly, hourMs, now),
    await hit(db, account.burst, BURST_WINDOW_MS, now),
  ];
  await hit(db, key.hourly, hourMs, now);
  await hit(db, key.burst, BURST_WINDOW_MS, now);
  return accountLimits(hourly, burst, limits, now);
}

/** Where the account, or one key of it, stands now, without counting a call. */
export async function limitsOf(
  db: SandboxDb,
  limits: ApiLimits,
  accountId: string,
  clientId?: string,
  now = Date.now(),
): Promise<AccountLimits> {
  const at = keys(accountId, now, clientId);
  return accountLimits(await peek(db, at.hourly, now), await peek(db, at.burst, now), limits, now);
}
