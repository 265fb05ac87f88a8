import { http } from '../../app/http';

/** A repository of API descriptions as GET /api/swagger-repositories lists it. */
export interface SwaggerRepositoryInfo {
  repo: string;
  displayName: string;
  refs: string[];
}

/** docs/behaviour.md §9: a swagger file may take up to 100 s. */
export const SWAGGER_FILE_TIMEOUT_MS = 100_000;

export async function fetchSwaggerRepositories(): Promise<SwaggerRepositoryInfo[]> {
  const { data } = await http.get<unknown>('/api/swagger-repositories');
  return Array.isArray(data) ? (data as SwaggerRepositoryInfo[]) : [];
}

/** docs/behaviour.md §7: tags whose operations the app never shows or hands out. */
export const EXCLUDED_TAGS = ['todo', 'not-public'] as const;

/**
 * The file's address; both parts are encoded, the server only looks them up. A download asks for
 * generic examples and leaves out the excluded tags (docs/behaviour.md §7).
 */
export function swaggerFileUrl(repo: string, ref: string, download = false): string {
  const url = `/swaggerfile/${encodeURIComponent(repo)}/${encodeURIComponent(ref)}`;
  if (!download) return url;
  const query = new URLSearchParams({ download: 'true', genericExamples: 'true' });
  for (const tag of EXCLUDED_TAGS) query.append('excludeTags', tag);
  return `${url}?${query.toString()}`;
}

/** A file as it arrived: its parsed content (or its text when it is no JSON) and its size. */
export interface FetchedSwaggerFile {
  data: unknown;
  bytes: number;
}

const byteLength = (text: string) => new Blob([text]).size;

function parsed(data: unknown): FetchedSwaggerFile {
  if (typeof data !== 'string') return { data, bytes: byteLength(JSON.stringify(data) ?? '') };
  try {
    return { data: JSON.parse(data) as unknown, bytes: byteLength(data) };
  } catch {
    return { data, bytes: byteLength(data) };
  }
}

/**
 * The file to summarise, without the excluded tags' operations. Read as text, so its size is
 * the size it travels with.
 */
export async function fetchSwaggerFile(repo: string, ref: string): Promise<FetchedSwaggerFile> {
  const { data } = await http.get<unknown>(swaggerFileUrl(repo, ref), {
    timeout: SWAGGER_FILE_TIMEOUT_MS,
    params: { excludeTags: [...EXCLUDED_TAGS] },
    // excludeTags=todo&excludeTags=not-public, as the route reads a list
    paramsSerializer: { indexes: null },
    responseType: 'text',
    transformResponse: [(raw: unknown) => raw],
  });
  return parsed(data);
}
