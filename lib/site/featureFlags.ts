// docs/behaviour.md §9: the five feature flags. Each build resolves them once from its environment
// (GATSBY_SITE_ENVIRONMENT picks the defaults, GATSBY_FEATURE_FLAGS overrides single flags); the
// build and the browser read the same answer, so a prerendered page and its hydrated copy agree.

export const FEATURE_FLAGS = [
  'columnMenusWithoutSections',
  'rebrandedLogo',
  'oas',
  'apiReferenceRevamp',
  'seeNextStepExperiment',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const SITE_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type SiteEnvironment = (typeof SITE_ENVIRONMENTS)[number];

/**
 * Defaults per environment: staging and development preview every flag; production runs the
 * OpenAPI details and the see-next-step experiment, and keeps the rest until they are launched.
 */
export const FLAG_DEFAULTS: Record<SiteEnvironment, FeatureFlags> = {
  development: {
    columnMenusWithoutSections: true,
    rebrandedLogo: true,
    oas: true,
    apiReferenceRevamp: true,
    seeNextStepExperiment: true,
  },
  staging: {
    columnMenusWithoutSections: true,
    rebrandedLogo: true,
    oas: true,
    apiReferenceRevamp: true,
    seeNextStepExperiment: true,
  },
  production: {
    columnMenusWithoutSections: false,
    rebrandedLogo: false,
    oas: true,
    apiReferenceRevamp: false,
    seeNextStepExperiment: true,
  },
};

/** A wrong value: the message names the variable, and the build stops on it. */
export class FeatureFlagsError extends Error {}

const ON = ['on', 'true', '1', 'yes'];
const OFF = ['off', 'false', '0', 'no'];

export interface FlagEnvironment {
  GATSBY_SITE_ENVIRONMENT?: string;
  GATSBY_FEATURE_FLAGS?: string;
}

function environmentOf(value: string | undefined): SiteEnvironment {
  if (value === undefined || value.trim() === '') return 'production';
  const found = SITE_ENVIRONMENTS.find((name) => name === value.trim().toLowerCase());
  if (!found) {
    throw new FeatureFlagsError(
      `GATSBY_SITE_ENVIRONMENT must be one of ${SITE_ENVIRONMENTS.join(', ')}, got "${value}"`,
    );
  }
  return found;
}

/** One entry of GATSBY_FEATURE_FLAGS: `name` (on), `-name` (off) or `name=on|off`. */
function parseEntry(entry: string): [FeatureFlag, boolean] {
  const off = entry.startsWith('-');
  const [rawName, rawValue] = (off ? entry.slice(1) : entry).split('=', 2);
  const name = FEATURE_FLAGS.find((flag) => flag.toLowerCase() === rawName.trim().toLowerCase());
  if (!name) {
    throw new FeatureFlagsError(
      `GATSBY_FEATURE_FLAGS names an unknown flag "${rawName.trim()}"; flags: ${FEATURE_FLAGS.join(', ')}`,
    );
  }
  if (rawValue === undefined) return [name, !off];
  const value = rawValue.trim().toLowerCase();
  if (!off && ON.includes(value)) return [name, true];
  if (!off && OFF.includes(value)) return [name, false];
  throw new FeatureFlagsError(
    `GATSBY_FEATURE_FLAGS: "${entry}" must be name, -name, name=on or name=off`,
  );
}

/** The flags of a build: the environment's defaults with the listed overrides. */
export function resolveFlags(env: FlagEnvironment): FeatureFlags {
  const flags = { ...FLAG_DEFAULTS[environmentOf(env.GATSBY_SITE_ENVIRONMENT)] };
  for (const entry of (env.GATSBY_FEATURE_FLAGS ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const [name, value] = parseEntry(entry.trim());
    flags[name] = value;
  }
  return flags;
}

/** `oas, seeNextStepExperiment` — the flags that are on, for the build's log line. */
export function describeFlags(flags: FeatureFlags): string {
  const on = FEATURE_FLAGS.filter((flag) => flags[flag]);
  return on.length > 0 ? on.join(', ') : 'none';
}
