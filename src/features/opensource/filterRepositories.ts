import type { OpensourceRepository } from './opensourceSlice';

/** The page's filters; an empty value means any. */
export interface OpensourceFilters {
  language: string;
  topic: string;
}

/** Repositories matching both filters, most starred first, then by name. */
export function filterRepositories(
  repositories: readonly OpensourceRepository[],
  { language, topic }: OpensourceFilters,
): OpensourceRepository[] {
  return repositories
    .filter((repository) => !language || repository.language === language)
    .filter((repository) => !topic || (repository.topics ?? []).includes(topic))
    .sort((a, b) => (b.stars ?? 0) - (a.stars ?? 0) || a.name.localeCompare(b.name));
}
