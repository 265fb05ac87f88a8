import { resolveFlags, type FeatureFlag } from '../../../lib/site/featureFlags';

/**
 * The build's feature flags (docs/behaviour.md §9, lib/site/featureFlags.ts). The variables are
 * written out in full so Gatsby puts their build-time values into the bundle; read at call time,
 * so tests can set them.
 */
export function isFlagOn(flag: FeatureFlag): boolean {
  return resolveFlags({
    GATSBY_SITE_ENVIRONMENT: process.env.GATSBY_SITE_ENVIRONMENT,
    GATSBY_FEATURE_FLAGS: process.env.GATSBY_FEATURE_FLAGS,
  })[flag];
}
