import { parse as parseYaml } from 'yaml';
import type { CodeHostConfig } from '../config';
import { HttpError } from '../http/errors';
import { createCodeHostHttp } from './codeHostHttp';
import type { SwaggerSource } from './source';
import { SWAGGER_FILE_TIMEOUT_MS } from './source';
import { isApiDescription } from './specFile';
import { ttlCache } from './ttlCache';

/** Test seams: time limits and how long lists and files are kept. */
export interface CodeHostSourceOptions {
  fileTimeoutMs?: number;
  cacheMs?: number;
  now?: () => number;
}

/** A repository as the host lists it (the fields used). */
interface HostRepository {
  name?: unknown;
  default_branch?: unknown;
  description?: unknown;
}

/** A repository the source offers. */
interface Offered {
  defaultBranch: string | undefined;
  displayName: string;
}

const LIST_MAX_BYTES = 5 * 1024 * 1024;
const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Ref lists fetched at once while listing every repository. */
const PARALLEL_REPOSITORIES = 4;

const names = (items: unknown[]): string[] =>
  items
    .map((item) => (item as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === 'string' && name !== '');

/** The contents API's JSON form (when a host ignores the raw media type): base64 content. */
function decodeContents(text: string): string {
  try {
    const answer = JSON.parse(text) as Record<string, unknown>;
    if (answer?.type === 'file' && answer.encoding === 'base64') {
      return Buffer.from(String(answer.content), 'base64').toString('utf8');
    }
  } catch {
    // Not JSON at all: a raw YAML file.
  }
  return text;
}

function toDescription(text: string, yaml: boolean): string {
  let spec: unknown;
  try {
    const raw = decodeContents(text);
    spec = yaml ? parseYaml(raw) : JSON.parse(raw);
  } catch {
    throw new HttpError(502, 'The API description could not be read');
  }
  if (!isApiDescription(spec)) {
    throw new HttpError(502, 'The file is not an API description (no swagger or openapi)');
  }
  return JSON.stringify(spec);
}

/**
 * Descriptions from a GitHub-compatible code host: repositories of the organisation whose name
 * has the prefix, their branches and tags as refs, and the spec file at a ref. Request values are
 * looked up in the lists the host gave (kept a minute) and only the host's own names go into URLs.
 */
export function codeHostSource(
  config: CodeHostConfig,
  options: CodeHostSourceOptions = {},
): SwaggerSource {
  const http = createCodeHostHttp(config.apiUrl, config.token);
  const cacheMs = options.cacheMs ?? 60_000;
  const repositoryCache = ttlCache<Map<string, Offered>>(cacheMs, options.now);
  const refCache = ttlCache<string[]>(cacheMs, options.now);
  const fileCache = ttlCache<string>(cacheMs, options.now);
  const list = { timeoutMs: config.timeoutMs, maxBytes: LIST_MAX_BYTES };

  /** Offered repositories by name, each with its default branch and display name. */
  const repositories = () =>
    repositoryCache('', async () => {
      const items = await http.list({
        ...list,
        segments: ['orgs', config.owner, 'repos'],
        notFound: `The code host has no organisation ${config.owner}`,
      });
      const offered = new Map<string, Offered>();
      for (const item of items as HostRepository[]) {
        const name = item?.name;
        if (typeof name !== 'string' || !name.startsWith(config.repoPrefix)) continue;
        if (name === '.' || name === '..') continue; // never a path segment of ours
        const { default_branch: branch, description } = item;
        offered.set(name, {
          defaultBranch: typeof branch === 'string' ? branch : undefined,
          // The host's description names the API best; else the name without its prefix.
          displayName:
            typeof description === 'string' &&
            description.trim() !== '' &&
            description.length <= 100
              ? description.trim()
              : name.slice(config.repoPrefix.length) || name,
        });
      }
      return offered;
    });

  /** Branches (the default one first), then tags. */
  const refs = (repo: string, defaultBranch: string | undefined) =>
    refCache(repo, async () => {
      const notFound = 'The code host has no such repository';
      const [branches, tags] = await Promise.all(
        ['branches', 'tags'].map((kind) =>
          http.list({ ...list, segments: ['repos', config.owner, repo, kind], notFound }),
        ),
      );
      const all = [...names(branches), ...names(tags)];
      const first =
        defaultBranch !== undefined && all.includes(defaultBranch) ? [defaultBranch] : [];
      return [...new Set([...first, ...all])];
    });

  return {
    async list() {
      const offered = [...(await repositories())];
      const listed = [];
      for (let start = 0; start < offered.length; start += PARALLEL_REPOSITORIES) {
        const batch = offered.slice(start, start + PARALLEL_REPOSITORIES);
        listed.push(
          ...(await Promise.all(
            batch.map(async ([repo, { defaultBranch, displayName }]) => ({
              repo,
              displayName,
              refs: await refs(repo, defaultBranch),
            })),
          )),
        );
      }
      // The UI's lists must be non-empty: a repository without refs is not offered.
      return listed.filter((repository) => repository.refs.length > 0);
    },

    async file(repo, ref) {
      const offered = await repositories();
      if (!offered.has(repo)) throw new HttpError(404, 'No such repository', { field: 'repo' });
      if (!(await refs(repo, offered.get(repo)?.defaultBranch)).includes(ref)) {
        throw new HttpError(404, 'No such ref in this repository', { field: 'ref' });
      }
      const json = await fileCache(JSON.stringify([repo, ref]), async () =>
        toDescription(
          await http.text({
            segments: ['repos', config.owner, repo, 'contents', ...config.specPath.split('/')],
            query: { ref },
            accept: 'application/vnd.github.raw',
            timeoutMs: options.fileTimeoutMs ?? SWAGGER_FILE_TIMEOUT_MS,
            maxBytes: FILE_MAX_BYTES,
            notFound: `The repository has no ${config.specPath} at this ref`,
          }),
          /\.ya?ml$/i.test(config.specPath),
        ),
      );
      return { json, repo, ref };
    },
  };
}
