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

/** The file's address; both parts are encoded, the server only looks them up. */
export function swaggerFileUrl(repo: string, ref: string, download = false): string {
  const url = `/swaggerfile/${encodeURIComponent(repo)}/${encodeURIComponent(ref)}`;
  return download ? `${url}?download=true` : url;
}

export async function fetchSwaggerFile(repo: string, ref: string): Promise<unknown> {
  const { data } = await http.get<unknown>(swaggerFileUrl(repo, ref), {
    timeout: SWAGGER_FILE_TIMEOUT_MS,
  });
  return data;
}

/** The collection of one API version (by its swaggerName), as a download. */
export const postmanCollectionUrl = (swaggerName: string) =>
  `/api/postman/collections/${encodeURIComponent(swaggerName)}`;

export const POSTMAN_ENVIRONMENT_URL = '/api/postman/environment';
