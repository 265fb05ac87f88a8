// Resource names for operations without tags. The rule, kept simple on purpose:
// 1. split the path into segments and drop version segments (v2, v2.1, 1.0);
// 2. drop a leading tenancy prefix such as `accounts/{accountId}` when more literal segments
//    follow (every call of an account-scoped API starts with it, so it names no resource);
// 3. the first remaining literal (non-{param}) segment, title-cased, is the resource.

const VERSION = /^v?\d+(?:\.\d+)*$/i;
const TENANCY_PREFIXES = new Set(['accounts', 'organizations', 'orgs', 'tenants']);
const isParam = (segment: string) => segment.startsWith('{');

export function resourceFromPath(path: string, fallback: string): string {
  let segments = path.split('/').filter((segment) => segment !== '' && !VERSION.test(segment));
  if (
    segments.length > 2 &&
    TENANCY_PREFIXES.has(segments[0].toLowerCase()) &&
    isParam(segments[1]) &&
    segments.slice(2).some((segment) => !isParam(segment))
  ) {
    segments = segments.slice(2);
  }
  const literal = segments.find((segment) => !isParam(segment));
  if (literal === undefined) return fallback;
  return literal
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
