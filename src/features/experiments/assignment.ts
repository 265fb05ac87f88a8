import {
  EXPERIMENTS,
  type ExperimentName,
  type ExperimentVariant,
} from '../../../lib/analytics/contract';

/** docs/behaviour.md §9: an experiment's user id is the global user id, or 1 without one. */
export const DEFAULT_EXPERIMENT_USER_ID = '1';

export function experimentUserId(globalUserUuid: string | null): string {
  return globalUserUuid || DEFAULT_EXPERIMENT_USER_ID;
}

/**
 * FNV-1a, 32 bits, then murmur3's finaliser: the same user id lands in the same bucket on every
 * visit and device. The finaliser mixes every bit into the low ones the modulo reads (FNV's
 * lowest bit alone is the parity of the characters).
 */
function bucket(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The variant a user sees: sticky (a function of the experiment and the user id only), evenly split. */
export function assignVariant<Name extends ExperimentName>(
  experiment: Name,
  userId: string,
): ExperimentVariant<Name> {
  const variants = EXPERIMENTS[experiment] as readonly ExperimentVariant<Name>[];
  return variants[bucket(`${experiment}:${userId}`) % variants.length];
}
