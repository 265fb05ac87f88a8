/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../../packageDir';
import {
  startServerProcess,
  stopServer,
  type ServerProcess,
} from '../../../../test-support/serverProcess';
import { ADMIN, bearer, signIn, tempDir } from '../../../../test-support/testServer';
import { imagesIn, makeGif, makeLargePng, pngDeclaring } from '../__fixtures__/images';

// The compiled server (dist/server.js, as `npm start` runs it) starts its image worker from the
// file the build puts beside it, dist/image-worker.js: a thread cannot start from the bundle.

let server: ServerProcess;
let token: string;
beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: tempDir('compiled-images-') });
  token = await signIn(server.base);
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

const create = (name: string, bytes: Uint8Array) =>
  fetch(`${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      emailSubject: 'Images',
      status: 'created',
      documents: [{ documentId: '1', name, documentBase64: Buffer.from(bytes).toString('base64') }],
    }),
  });

it('converts images on its worker thread, compiled beside it', async () => {
  expect(fs.existsSync(path.join(DIST_DIR, 'image-worker.js'))).toBe(true);
  const created = await create('anim.gif', makeGif(64, 48, [200, 30, 30]));
  expect(created.status).toBe(201);
  const { envelopeId } = await created.json();
  const pdf = await fetch(
    `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes/${envelopeId}/documents/1`,
    { headers: bearer(token) },
  );
  expect(await imagesIn(new Uint8Array(await pdf.arrayBuffer()))).toEqual([
    { width: 64, height: 48, first: [200, 30, 30] },
  ]);
}, 60_000);

it('refuses an image over the budget at once, and answers /healthz while one converts', async () => {
  const refused = await create('scan.png', pngDeclaring(10_000, 10_000));
  expect(refused.status).toBe(400);
  expect((await refused.json()).errorCode).toBe('FORMAT_CONVERSION_ERROR');

  const large = makeLargePng(4000, 4000); // made before the clock starts: it takes a while
  let converting = true;
  const slowest = (async () => {
    let max = 0;
    while (converting) {
      const started = performance.now();
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      max = Math.max(max, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return max;
  })();
  const started = performance.now();
  const created = await create('large.png', large);
  const took = performance.now() - started;
  converting = false;
  expect(created.status).toBe(201);
  expect(took).toBeGreaterThan(500);
  // Converted on the main thread, one /healthz would wait about as long as the conversion; a
  // third of it leaves room for a loaded machine (815 ms seen beside a Playwright run).
  expect(await slowest).toBeLessThan(Math.max(300, took / 3));
}, 90_000);
