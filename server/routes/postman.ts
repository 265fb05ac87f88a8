import { embeddedBaseUri } from '../../lib/platform/baseUri';
import { readRegistry } from '../../lib/reference';
import { operationIndex } from '../catalog';
import { HttpError } from '../http/errors';
import { contentDisposition } from '@developer-center/http';
import {
  HOST_ENVIRONMENTS,
  buildCollection,
  buildEnvironment,
  type HostEnvironment,
} from '../postman';
import type { RoutePlugin } from '../routeDeps';
import { siteOrigin } from '../http/origin';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SECRET_LENGTH = 200;

/**
 * The Postman form of docs/behaviour.md §3 (url-encoded): iKey, iSec, hostenv; the secret may be
 * left out (the environment then says where to set it), and the page adds the signed-in reader's
 * accountId and userId when it knows them.
 */
interface EnvironmentForm {
  iKey: string;
  iSec?: string;
  hostenv: HostEnvironment;
  accountId?: string;
  userId?: string;
}

const environmentForm = {
  type: 'object',
  required: ['iKey', 'hostenv'],
  properties: {
    iKey: { type: 'string' },
    iSec: { type: 'string', maxLength: MAX_SECRET_LENGTH },
    hostenv: { type: 'string', enum: [...HOST_ENVIRONMENTS] },
    accountId: { type: 'string', maxLength: 100 },
    userId: { type: 'string', maxLength: 100 },
  },
} as const;

/** An optional id of the form: absent or blank is none, anything else must be a GUID. */
function optionalGuid(value: string | undefined, field: string): string | undefined {
  const id = value?.trim() ?? '';
  if (id === '') return undefined;
  if (!GUID.test(id)) throw new HttpError(400, `${field} must be a GUID`, { field });
  return id;
}

/** What the schema leaves to say: the ids GUIDs, spaces around dropped. */
function readForm({ iKey, iSec, hostenv, accountId, userId }: EnvironmentForm) {
  if (!GUID.test(iKey.trim())) {
    throw new HttpError(400, 'iKey must be an integration key (a GUID)', { field: 'iKey' });
  }
  return {
    integrationKey: iKey.trim(),
    secretKey: iSec?.trim() ?? '',
    hostenv,
    accountId: optionalGuid(accountId, 'accountId'),
    userId: optionalGuid(userId, 'userId'),
  };
}

/**
 * POST /api/postman/environment (url-encoded form: iKey, iSec?, hostenv, accountId?, userId?) → a Postman v2.1
 * environment file; GET /api/postman/collections/:apiName → a Postman v2.1 collection of that
 * API, generated from its reference model. The secret goes only into the answer's body.
 */
export function postmanRoutesWith(): RoutePlugin {
  const collections = new Map<string, Promise<Record<string, unknown>>>();

  return async (app, deps) => {
    app.post<{ Body: EnvironmentForm }>(
      '/api/postman/environment',
      { schema: { body: environmentForm } },
      async (request, reply) => {
        const fields = readForm(request.body);
        const environment = buildEnvironment({
          ...fields,
          sandboxOrigin: embeddedBaseUri(siteOrigin(request, deps.config)),
          apis: readRegistry(),
          embedded: deps.config.platformBaseUrl === undefined,
        });
        return reply
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            contentDisposition(`developer-center-${fields.hostenv}.postman_environment.json`),
          )
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(environment, null, 2));
      },
    );

    app.get<{ Params: { apiName: string } }>(
      '/api/postman/collections/:apiName',
      { schema: { params: { type: 'object', properties: { apiName: { type: 'string' } } } } },
      async (request, reply) => {
        const { apiName } = request.params;
        const catalog = await operationIndex();
        // A key of the registry only: the name is never used as a path.
        const api = catalog.apis.find((candidate) => candidate.model.swaggerName === apiName);
        if (!api) {
          throw new HttpError(404, `No API named ${JSON.stringify(apiName.slice(0, 100))}`, {
            field: 'apiName',
          });
        }
        const name = api.model.swaggerName;
        let collection = collections.get(name);
        if (!collection) {
          collection = Promise.resolve().then(() => buildCollection(api.model, api.entry));
          collections.set(name, collection);
          collection.catch(() => collections.delete(name));
        }
        const json = await collection;
        return reply
          .header('content-disposition', contentDisposition(`${name}.postman_collection.json`))
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(json));
      },
    );
  };
}

export const postmanRoutes: RoutePlugin = (app, deps) => postmanRoutesWith()(app, deps);
