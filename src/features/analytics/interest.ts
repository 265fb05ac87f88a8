import { DOCS_BASE_PATHS } from '../../../lib/site/docsBasePaths';

/**
 * The marketing interest a page stands for (docs/behaviour.md §5): the API of a docs or
 * reference page (`/docs/esign-rest-api/...` → `esign-rest-api`), none for other pages.
 */
export function interestOfPath(path: string): string | null {
  const base = DOCS_BASE_PATHS.find((candidate) => path.toLowerCase().startsWith(candidate.path));
  return base ? base.path.split('/')[2] : null;
}
