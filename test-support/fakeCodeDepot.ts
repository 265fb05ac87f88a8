import { createServer, type IncomingHttpHeaders } from 'node:http';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/http';

/**
 * The part of the code depot's GraphQL schema (GitHub's) the catalogue reads, with GitHub's
 * argument names and types: a query the real depot would refuse, this one refuses too.
 */
export const DEPOT_SCHEMA = buildSchema(`
  scalar URI
  enum RepositoryPrivacy { PUBLIC PRIVATE }
  enum OrderDirection { ASC DESC }
  enum RepositoryOrderField { CREATED_AT UPDATED_AT PUSHED_AT NAME STARGAZERS }
  input RepositoryOrder { field: RepositoryOrderField! direction: OrderDirection! }
  type PageInfo { hasNextPage: Boolean! endCursor: String startCursor: String hasPreviousPage: Boolean! }
  type Language { name: String! }
  type Topic { name: String! }
  type RepositoryTopic { topic: Topic! }
  type RepositoryTopicConnection { nodes: [RepositoryTopic] totalCount: Int! }
  type Repository {
    name: String!
    description: String
    url: URI!
    isArchived: Boolean!
    isPrivate: Boolean!
    primaryLanguage: Language
    stargazerCount: Int!
    repositoryTopics(first: Int, after: String): RepositoryTopicConnection!
  }
  type RepositoryConnection { nodes: [Repository] pageInfo: PageInfo! totalCount: Int! }
  type Organization {
    login: String!
    repositories(
      first: Int
      after: String
      privacy: RepositoryPrivacy
      isArchived: Boolean
      orderBy: RepositoryOrder
    ): RepositoryConnection!
  }
  type Query { organization(login: String!): Organization }
`);

/** A repository of the fake organisation. */
export interface DepotRepository {
  name: string;
  description?: string;
  language?: string;
  stars: number;
  topics: string[];
  archived?: boolean;
  private?: boolean;
  pushedAt: number;
}

/** `count` repositories named repo-000, repo-001, ..., the first pushed most recently. */
export function depotRepositories(count: number): DepotRepository[] {
  const languages = ['TypeScript', 'Python', 'Java', 'C#', undefined];
  return Array.from({ length: count }, (_, index) => ({
    name: `repo-${String(index).padStart(3, '0')}`,
    description: index % 7 === 0 ? undefined : `Repository number ${index}`,
    language: languages[index % languages.length],
    stars: index * 3,
    topics: index % 2 === 0 ? ['sdk', `topic-${index % 5}`] : [],
    pushedAt: 1_000_000 - index,
  }));
}

/** How the fake depot misbehaves; changed by the test while it runs. */
export interface DepotMode {
  /** Wait this long before answering each POST. */
  delayMs?: number;
  /** Answer every POST with this HTTP status (and a GraphQL error body). */
  status?: number;
  /** Drop the connection without an answer. */
  hangUp?: boolean;
}

const cursorOf = (offset: number) => Buffer.from(`cursor:${offset}`).toString('base64');
const offsetOf = (cursor: string | null | undefined) =>
  cursor ? Number(Buffer.from(cursor, 'base64').toString('utf8').replace('cursor:', '')) : 0;

/**
 * A code depot on loopback: the real GraphQL implementation (graphql-js behind graphql-http)
 * over `DEPOT_SCHEMA`, answering for organisation `org` (GitHub caps `first` at 100).
 */
export async function startFakeCodeDepot(org: string, repositories: DepotRepository[]) {
  /** The headers of every request, and the variables of every operation run. */
  const seen: IncomingHttpHeaders[] = [];
  const operations: Record<string, unknown>[] = [];
  const mode: DepotMode = {};
  const rootValue = {
    organization: ({ login }: { login: string }) =>
      login !== org
        ? null
        : {
            login,
            repositories(args: {
              first?: number;
              after?: string;
              privacy?: string;
              isArchived?: boolean;
            }) {
              if (args.first === undefined || args.first < 1 || args.first > 100) {
                throw new Error('You must provide a `first` value between 1 and 100');
              }
              const listed = repositories
                .filter((repo) => args.privacy !== 'PUBLIC' || !repo.private)
                .filter(
                  (repo) => args.isArchived === undefined || !!repo.archived === args.isArchived,
                )
                .sort((a, b) => b.pushedAt - a.pushedAt);
              const start = offsetOf(args.after);
              const slice = listed.slice(start, start + args.first);
              const end = start + slice.length;
              return {
                totalCount: listed.length,
                pageInfo: {
                  hasNextPage: end < listed.length,
                  hasPreviousPage: start > 0,
                  startCursor: slice.length ? cursorOf(start) : null,
                  endCursor: slice.length ? cursorOf(end) : null,
                },
                nodes: slice.map((repo) => ({
                  name: repo.name,
                  description: repo.description ?? null,
                  url: `https://code.example.test/${org}/${repo.name}`,
                  isArchived: !!repo.archived,
                  isPrivate: !!repo.private,
                  primaryLanguage: repo.language ? { name: repo.language } : null,
                  stargazerCount: repo.stars,
                  repositoryTopics: ({ first }: { first?: number }) => ({
                    totalCount: repo.topics.length,
                    nodes: repo.topics.slice(0, first ?? 100).map((name) => ({ topic: { name } })),
                  }),
                })),
              };
            },
          },
  };
  const graphql = createHandler({
    schema: DEPOT_SCHEMA,
    rootValue,
    context: (_request, params) => {
      operations.push(params.variables ?? {});
      return undefined;
    },
  });
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    seen.push(request.headers);
    const answer = () => {
      if (mode.hangUp) return void request.socket.destroy();
      if (mode.status) {
        response.writeHead(mode.status, {
          'content-type': 'application/json',
          connection: 'close',
        });
        return void response.end(JSON.stringify({ errors: [{ message: 'depot failure' }] }));
      }
      void graphql(request, response);
    };
    if (!mode.delayMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, mode.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    seen,
    operations,
    mode,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
