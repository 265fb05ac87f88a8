import { sourceFor, type SwaggerSource } from '../swaggerfile';
import type { RoutePlugin } from '../routeDeps';
import { applyDownloadOptions, type DownloadOptions } from '../swaggerfile/downloadOptions';
import { checkSwaggerNames } from '../swaggerfile/names';
import { contentDisposition } from '@developer-center/http';

interface SwaggerParams {
  repo: string;
  ref: string;
}

interface DownloadQuery extends DownloadOptions {
  download?: boolean;
}

const name = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** A file name part: a ref's `/` (`feature/x`) and other signs read better as `_`. */
const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * GET /swaggerfile/{repo}/{ref}?download=&genericExamples=&excludeTags= and
 * GET /api/swagger-repositories. The source (local registry or
 * code host) only looks both parameters up in its lists: they are never paths.
 */
export function swaggerFileRoutes(source: SwaggerSource): RoutePlugin {
  return async (app) => {
    app.get('/api/swagger-repositories', () => source.list());

    app.get<{ Params: SwaggerParams; Querystring: DownloadQuery }>(
      '/swaggerfile/:repo/:ref',
      {
        schema: {
          params: {
            type: 'object',
            required: ['repo', 'ref'],
            properties: { repo: name, ref: name },
          },
          querystring: {
            type: 'object',
            properties: {
              download: { type: 'boolean' },
              genericExamples: { type: 'boolean' },
              // `excludeTags=todo&excludeTags=not-public`, or `excludeTags=todo,not-public`
              excludeTags: {
                type: 'array',
                maxItems: 20,
                items: { type: 'string', pattern: '^[A-Za-z0-9 _.,-]{1,100}$' },
              },
            },
          },
        },
      },
      async (request, reply) => {
        checkSwaggerNames(request.params.repo, request.params.ref);
        const { json, repo, ref } = await source.file(request.params.repo, request.params.ref);
        const { genericExamples, excludeTags } = request.query;
        if (request.query.download) {
          reply.header(
            'content-disposition',
            contentDisposition(`${safe(repo)}-${safe(ref)}.json`),
          );
        }
        return reply
          .type('application/json; charset=utf-8')
          .send(applyDownloadOptions(json, { genericExamples, excludeTags }));
      },
    );
  };
}

export const swaggerfileRoutes: RoutePlugin = async (app, deps) => {
  const { codeHost } = deps.config;
  // The token is never logged: only where the descriptions come from.
  if (codeHost) {
    app.log.info(
      { codeHost: codeHost.apiUrl, owner: codeHost.owner },
      'API descriptions from the code host',
    );
  }
  await swaggerFileRoutes(sourceFor(deps.config))(app, deps);
};
