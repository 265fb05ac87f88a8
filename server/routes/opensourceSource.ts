import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodeHostConfig } from '../config';
import { createCodeHostHttp } from '../swaggerfile/codeHostHttp';
import { ttlCache } from '../swaggerfile/ttlCache';
import { PROJECT_ROOT } from '../projectRoot';

/** A repository of the catalogue, the same shape from the manifest and from the code host. */
export interface OpensourceRepository {
  name: string;
  url: string;
  description?: string;
  language?: string;
  topics: string[];
  stars?: number;
}

/** The catalogue's configuration: texts and the filter choices (the repositories apart). */
export interface OpensourceManifest {
  title: string;
  description: string;
  contributing?: string;
  languages: string[];
  topics: string[];
}

export interface OpensourceSource {
  manifest(): Promise<OpensourceManifest>;
  repositories(): Promise<OpensourceRepository[]>;
}

export const MANIFEST_FILE = path.join(PROJECT_ROOT, 'content', 'opensource', 'manifest.json');
const LIST_MAX_BYTES = 5 * 1024 * 1024;
const CACHE_MS = 5 * 60_000;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** One repository from either source; undefined when it has no name or address. */
export function toRepository(raw: unknown): OpensourceRepository | undefined {
  const item = (raw ?? {}) as Record<string, unknown>;
  const name = text(item.name);
  const url = text(item.url) ?? text(item.html_url);
  if (!name || !url || !/^https?:\/\//.test(url)) return undefined;
  const stars = item.stars ?? item.stargazers_count;
  return {
    name,
    url,
    description: text(item.description),
    language: text(item.language),
    topics: strings(item.topics),
    stars: typeof stars === 'number' ? stars : undefined,
  };
}

const isRepository = (item: OpensourceRepository | undefined): item is OpensourceRepository =>
  item !== undefined;

/** The manifest file in content/ (the default): read once, a broken file stops start-up. */
export function localSource(file = MANIFEST_FILE): OpensourceSource {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const repositories = (Array.isArray(raw.repositories) ? raw.repositories : [])
    .map(toRepository)
    .filter(isRepository);
  const manifest: OpensourceManifest = {
    title: text(raw.title) ?? 'Open source',
    description: text(raw.description) ?? '',
    contributing: text(raw.contributing),
    languages: strings(raw.languages),
    topics: strings(raw.topics),
  };
  return { manifest: async () => manifest, repositories: async () => repositories };
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The manifest's texts with the filter choices the listed repositories have. */
export function manifestFor(
  base: OpensourceManifest,
  listed: OpensourceRepository[],
): OpensourceManifest {
  return {
    ...base,
    languages: sorted(listed.flatMap((repo) => (repo.language ? [repo.language] : []))),
    topics: sorted(listed.flatMap((repo) => repo.topics)),
  };
}

/**
 * The organisation's public repositories on the configured code host (CODE_HOST_*), with its
 * token; the manifest's filter choices are those the repositories have.
 */
export function codeHostSource(
  config: CodeHostConfig,
  fallback: OpensourceSource,
): OpensourceSource {
  const http = createCodeHostHttp(config.apiUrl, config.token);
  const cache = ttlCache<OpensourceRepository[]>(CACHE_MS);
  const repositories = () =>
    cache('repositories', async () => {
      const items = await http.list({
        segments: ['orgs', config.owner, 'repos'],
        query: { type: 'public', sort: 'pushed' },
        timeoutMs: config.timeoutMs,
        maxBytes: LIST_MAX_BYTES,
        notFound: 'The code host has no such organisation',
      });
      return items
        .filter((item) => !(item as { archived?: unknown }).archived)
        .map(toRepository)
        .filter(isRepository);
    });
  return {
    async manifest() {
      const [base, listed] = await Promise.all([fallback.manifest(), repositories()]);
      return manifestFor(base, listed);
    },
    repositories,
  };
}

export function opensourceSourceFor(codeHost: CodeHostConfig | undefined): OpensourceSource {
  const local = localSource();
  return codeHost ? codeHostSource(codeHost, local) : local;
}
