import { ESIGNATURE_BASE_PATH, underBaseUri } from '../../lib/platform/baseUri';
import { QUICKSTART_PATH } from '../../lib/site/sitePaths';
import {
  checkedPrivateKey,
  loadQuickstartCatalogue,
  projectEntries,
  projectFolder,
  zipStream,
  type QuickstartCatalogue,
} from '../codeload';
import { HttpError } from '../http/errors';
import { requireBearer, requiredToken } from '../http/bearer';
import { refuseUnknownFields } from '../http/strictBody';
import type { RoutePlugin } from '../routeDeps';
import { isSiteUrl, siteOrigin } from '../http/origin';
import { guid } from './schemas';

/** docs/behaviour.md §9: codeload, platform calls included, has 20 s. */
export const CODELOAD_TIMEOUT_MS = 20_000;

/** The download request (docs/behaviour.md §3), plus the key material and account the zip needs. */
export interface DownloadRequest {
  integrationKey: string;
  repositoryName: string;
  displayName?: string;
  selectedProjectIndex: number;
  branch?: string;
  /** The site the request comes from: this site's own public origin (and path), if given. */
  siteUrl?: string;
  /** The RSA private key (PEM) the client received when it created the key pair. */
  privateKey?: string;
  accountId?: string;
}

const downloadRequest = {
  type: 'object',
  required: ['integrationKey', 'repositoryName', 'selectedProjectIndex'],
  properties: {
    integrationKey: guid,
    repositoryName: { type: 'string', minLength: 1, maxLength: 100 },
    // One of the catalogue's display names, checked against it in the route.
    displayName: { type: 'string', minLength: 1, maxLength: 200 },
    selectedProjectIndex: { type: 'integer', minimum: 0, maximum: 1000 },
    branch: { type: 'string', minLength: 1, maxLength: 100 },
    siteUrl: { type: 'string', maxLength: 2000 },
    privateKey: { type: 'string', minLength: 1, maxLength: 16_384 },
    accountId: guid,
  },
} as const;

const refuseUnknownDownloadFields = refuseUnknownFields(
  Object.keys(downloadRequest.properties),
  'a download request',
);

/**
 * Before validation, which would drop unknown fields and read `[0]` or `"0"` as 0: unknown
 * fields are refused and the index must already be a JSON integer (issue 16.5).
 */
async function strictDownload(request: { body: unknown }) {
  await refuseUnknownDownloadFields(request);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const index = (body as Record<string, unknown>).selectedProjectIndex;
  if (index !== undefined && !Number.isInteger(index)) {
    throw new HttpError(400, 'selectedProjectIndex must be an integer', {
      field: 'selectedProjectIndex',
    });
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HttpError(504, 'The platform took too long')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * POST /api/codeload: the quickstart project of the catalogue as a zip, its config.json filled
 * with the signed-in user's integration key, user id, account id and API base paths, and its
 * private.key with the RSA private key the request carries.
 */
export function codeloadRoutes(
  catalogue: QuickstartCatalogue = loadQuickstartCatalogue(),
): RoutePlugin {
  return async (app, { platform, config }) => {
    // What the quickstart page offers: repositories, branches and projects, by index, each with
    // its README's prerequisites and commands.
    app.get('/api/codeload/projects', async () =>
      catalogue.repositories.map(({ repositoryName, displayName, branches, projects }) => ({
        repositoryName,
        displayName,
        branches,
        projects: projects.map(
          ({ language, displayName: name, projectName, application, run }) => ({
            language,
            displayName: name,
            projectName,
            application,
            run,
          }),
        ),
      })),
    );

    app.post<{ Body: DownloadRequest }>(
      '/api/codeload',
      { preValidation: [requireBearer, strictDownload], schema: { body: downloadRequest } },
      async (request, reply) => {
        const token = requiredToken(request);
        const body = request.body;
        if (body.displayName !== undefined && !catalogue.knowsDisplayName(body.displayName)) {
          throw new HttpError(
            400,
            'displayName must be a display name of the quickstart catalogue',
            {
              field: 'displayName',
            },
          );
        }
        if (body.siteUrl !== undefined && !isSiteUrl(body.siteUrl, siteOrigin(request, config))) {
          throw new HttpError(400, 'siteUrl must be this site', { field: 'siteUrl' });
        }
        if (!catalogue.hasRepository(body.repositoryName)) {
          throw new HttpError(404, 'No such quickstart repository', { field: 'repositoryName' });
        }
        const project = catalogue.find(body.repositoryName, body.selectedProjectIndex);
        if (!project) {
          throw new HttpError(404, 'No such project in this repository', {
            field: 'selectedProjectIndex',
          });
        }
        const repository = catalogue.repositories.find(
          (candidate) => candidate.repositoryName === body.repositoryName,
        );
        if (body.branch !== undefined && !repository?.branches.includes(body.branch)) {
          throw new HttpError(404, 'No such branch in this repository', { field: 'branch' });
        }
        const privateKey =
          body.privateKey === undefined ? undefined : checkedPrivateKey(body.privateKey);

        const { user, account, application } = await withTimeout(
          (async () => {
            const user = await platform.userInfo(token);
            const accounts = user.accounts ?? [];
            const account =
              body.accountId === undefined
                ? (accounts.find((candidate) => candidate.is_default) ?? accounts[0])
                : accounts.find((candidate) => candidate.account_id === body.accountId);
            if (!account) {
              throw new HttpError(403, 'The account does not belong to the signed-in user');
            }
            const { applications } = await platform.listApplications(token, account.account_id);
            const application = applications.find(
              (candidate) => candidate.client_id === body.integrationKey,
            );
            return { user, account, application };
          })(),
          CODELOAD_TIMEOUT_MS,
        );
        if (!application) {
          throw new HttpError(404, 'The integration key is not one of this account', {
            field: 'integrationKey',
          });
        }
        if (privateKey !== undefined && application.keys.length === 0) {
          throw new HttpError(400, 'The integration key has no RSA key pair for this private key', {
            field: 'privateKey',
          });
        }

        const entries = projectEntries(
          project,
          {
            integrationKey: application.client_id,
            userId: user.sub,
            accountId: account.account_id,
            basePath: underBaseUri(account.base_uri, ESIGNATURE_BASE_PATH),
            oAuthBasePath: `${platform.baseUrl()}/oauth`,
            signerEmail: user.email,
            signerName: user.name,
            returnUrl: `${siteOrigin(request, config)}${QUICKSTART_PATH}`,
          },
          privateKey,
        );
        const zip = zipStream(entries);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${projectFolder(project)}.zip"`)
          .header('x-codeload-private-key', privateKey === undefined ? 'missing' : 'included')
          .send(zip);
      },
    );
  };
}

export const codeloadRoute: RoutePlugin = (app, deps) => codeloadRoutes()(app, deps);
