import { HttpError } from '../http/errors';
import { createSpecReader, loadCatalogue, type SwaggerCatalogue } from '../swaggerfile';
import type { RoutePlugin } from './deps';

/** Spec section 9: a swagger file may take up to 100 s. */
export const SWAGGER_FILE_TIMEOUT_MS = 100_000;

interface SwaggerParams {
  repo: string;
  ref: string;
}

const name = { type: 'string', minLength: 1, maxLength: 200 } as const;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HttpError(504, 'The API description took too long')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /swaggerfile/{repo}/{ref} and GET /api/swagger-repositories. Repositories and refs come
 * from the local API registry; both parameters are only keys of that catalogue, never paths.
 */
export function swaggerFileRoutes(catalogue: SwaggerCatalogue = loadCatalogue()): RoutePlugin {
  const readSpec = createSpecReader();
  return async (app) => {
    app.get('/api/swagger-repositories', async () =>
      catalogue.repositories.map(({ repo, displayName, refs }) => ({
        repo,
        displayName,
        refs: refs.map(({ ref }) => ref),
      })),
    );

    app.get<{ Params: SwaggerParams; Querystring: { download?: boolean } }>(
      '/swaggerfile/:repo/:ref',
      {
        schema: {
          params: {
            type: 'object',
            required: ['repo', 'ref'],
            properties: { repo: name, ref: name },
          },
          querystring: { type: 'object', properties: { download: { type: 'boolean' } } },
        },
      },
      async (request, reply) => {
        const { repo, ref } = request.params;
        const { repository, file } = catalogue.find(repo, ref);
        if (!repository) throw new HttpError(404, 'No such repository', { field: 'repo' });
        if (!file) throw new HttpError(404, 'No such ref in this repository', { field: 'ref' });
        const json = await withTimeout(readSpec(file), SWAGGER_FILE_TIMEOUT_MS);
        if (request.query.download) {
          // Both parts come from the catalogue, never from the request.
          const safeRef = repository.refs.find((candidate) => candidate.file === file)?.ref ?? ref;
          reply.header(
            'content-disposition',
            `attachment; filename="${repository.repo}-${safeRef.replace(/[^A-Za-z0-9._-]/g, '_')}.json"`,
          );
        }
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );
  };
}

export const swaggerfileRoutes: RoutePlugin = (app, deps) => swaggerFileRoutes()(app, deps);
