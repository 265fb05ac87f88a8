/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { redactUrl } from './redactUrl';
import { startServer, tempDir } from '../../../test-support/testServer';
// `config.secretParams`: the route option @developer-center/http declares on Fastify's.
import type {} from '@developer-center/http';

/**
 * Path parameters that hold no secret: ids the caller's token must already reach, names of
 * public things, and the rest of a path under a wildcard (API resource paths, asset files, site
 * pages). A parameter neither here nor declared secret on its route (`secretRoute`) fails below:
 * whoever adds a route with a capability in its path must say so, and its logs hide it.
 */
const NOT_SECRET: Record<string, string> = {
  accountId: 'an account, reached with a token of one of its members',
  clientId: 'an integration key: a public client id',
  keyId: 'an RSA key or HMAC key id, not the key',
  secretId: 'the id of a client secret, not the secret',
  connectId: 'a Connect configuration',
  deliveryId: 'a Connect delivery',
  documentId: "an envelope's document, reached within a session",
  envelopeId: "an envelope, read with the reader's own token (the platform decides who may)",
  clickwrapId: 'a clickwrap',
  agreementId: 'an agreement; its link carries its token in the query',
  formId: 'a web form',
  instanceId: "a web form's instance; its form page link carries its token in the query",
  environment: 'a clickwrap environment name',
  version: 'the signing assets version (a hash of public files)',
  repo: 'a public spec repository',
  ref: 'a spec version',
  apiName: 'a public API name',
  '*': 'the rest of a path: API resource paths, asset files, site pages',
};

interface Route {
  method: string;
  url: string;
  secretParams: readonly string[];
}

let routes: Route[] = [];

beforeAll(async () => {
  // A built site, so the site's own routes are registered too.
  const publicDir = tempDir('route-params-public-');
  for (const page of ['index.html', '404.html']) {
    fs.writeFileSync(path.join(publicDir, page), `<!doctype html><title>${page}</title>`);
  }
  const server = await startServer({ SANDBOX_TEST_HOOKS: '1', PUBLIC_DIR: publicDir }, undefined, {
    onRoute: (route) =>
      routes.push({
        method: [route.method].flat().join(','),
        url: route.url,
        secretParams: route.config?.secretParams ?? [],
      }),
  });
  await server.close();
  routes = routes.filter((route) => route.method !== 'HEAD');
}, 60_000);

const paramsOf = (url: string) => [
  ...[...url.matchAll(/:(\w+)/g)].map((match) => match[1]),
  ...(url.includes('*') ? ['*'] : []),
];

it('walks every route of the app, the signing links and sessions among them', () => {
  expect(routes.length).toBeGreaterThan(50);
  expect(routes.map((route) => route.url)).toEqual(
    expect.arrayContaining(['/sandbox/signing/:token', '/sandbox/signing/s/:id/', '/*']),
  );
});

it('finds every path parameter declared secret on its route or known to hold no secret', () => {
  const undeclared = routes.flatMap((route) =>
    paramsOf(route.url)
      .filter((name) => !route.secretParams.includes(name) && !(name in NOT_SECRET))
      .map((name) => `${route.method} ${route.url}: ${name}`),
  );
  expect(undeclared).toEqual([]);
});

it('declares only parameters its routes have', () => {
  const wrong = routes.flatMap((route) =>
    route.secretParams
      .filter((name) => !paramsOf(route.url).includes(name))
      .map((name) => `${route.url}: ${name}`),
  );
  expect(wrong).toEqual([]);
});

it('hides the value of every secret parameter of every route in its logged URL', () => {
  const secret = 'Zx9-secret-value-Qw7_abcdefghijklmnopqrstu';
  const declared = routes.filter((route) => route.secretParams.length > 0);
  expect(declared.length).toBeGreaterThan(0);
  for (const route of declared) {
    const url = route.url.replace(/:(\w+)/g, (_match, name: string) =>
      route.secretParams.includes(name) ? secret : '1',
    );
    expect([route.url, redactUrl(url)]).toEqual([route.url, expect.not.stringContaining(secret)]);
  }
});
