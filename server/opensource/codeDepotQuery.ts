import type { OpensourceRepository } from '../routes/opensourceSource';

/** Repositories per page: the most the depot's connections give (GitHub's `first` ≤ 100). */
export const PAGE_SIZE = 100;
/** Topics read per repository; the catalogue's filters need a handful. */
export const TOPICS_PER_REPOSITORY = 20;

/**
 * One page of the organisation's public, non-archived repositories, most recently pushed first,
 * in the depot's (GitHub's) GraphQL schema: `organization(login).repositories(first, after)`.
 */
export const CATALOGUE_QUERY = `query OpensourceCatalogue($org: String!, $first: Int!, $after: String) {
  organization(login: $org) {
    repositories(first: $first, after: $after, privacy: PUBLIC, isArchived: false, orderBy: { field: PUSHED_AT, direction: DESC }) {
      pageInfo { hasNextPage endCursor }
      nodes {
        name
        description
        url
        isArchived
        primaryLanguage { name }
        stargazerCount
        repositoryTopics(first: ${TOPICS_PER_REPOSITORY}) { nodes { topic { name } } }
      }
    }
  }
}`;

/** A repository node as the query asks for it; anything may be missing from a depot's answer. */
interface RepositoryNode {
  name?: unknown;
  description?: unknown;
  url?: unknown;
  isArchived?: unknown;
  primaryLanguage?: { name?: unknown } | null;
  stargazerCount?: unknown;
  repositoryTopics?: { nodes?: ({ topic?: { name?: unknown } | null } | null)[] | null } | null;
}

/** One page of the answer: its repositories and the cursor of the next page, if any. */
export interface CataloguePage {
  repositories: OpensourceRepository[];
  next: string | undefined;
}

/** Thrown for an answer that is not the query's shape (or names no organisation). */
export class UnreadableAnswer extends Error {}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A node as the catalogue's repository; undefined without a name or an http(s) address. */
export function toRepository(node: RepositoryNode | null): OpensourceRepository | undefined {
  if (!node || node.isArchived === true) return undefined;
  const name = text(node.name);
  const url = text(node.url);
  if (!name || !url || !/^https?:\/\//.test(url)) return undefined;
  const topics = (node.repositoryTopics?.nodes ?? [])
    .map((item) => text(item?.topic?.name))
    .filter((topic): topic is string => topic !== undefined);
  return {
    name,
    url,
    description: text(node.description),
    language: text(node.primaryLanguage?.name),
    topics,
    stars: typeof node.stargazerCount === 'number' ? node.stargazerCount : undefined,
  };
}

/** The `data` of one page's answer (GraphQL `errors` are handled by the caller). */
export function readPage(data: unknown): CataloguePage {
  const organization = (data as { organization?: unknown } | null)?.organization;
  if (!organization) throw new UnreadableAnswer('The code depot has no such organisation');
  const connection = (organization as { repositories?: unknown }).repositories as
    { pageInfo?: { hasNextPage?: unknown; endCursor?: unknown }; nodes?: unknown } | undefined;
  if (!connection || !Array.isArray(connection.nodes)) {
    throw new UnreadableAnswer("The code depot's answer could not be read");
  }
  const repositories = (connection.nodes as (RepositoryNode | null)[])
    .map(toRepository)
    .filter((repository): repository is OpensourceRepository => repository !== undefined);
  const more = connection.pageInfo?.hasNextPage === true;
  return { repositories, next: more ? text(connection.pageInfo?.endCursor) : undefined };
}
