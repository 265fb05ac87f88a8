/** @jest-environment node */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { makePng } from '../documents/__fixtures__/pdfs';
import {
  bmpDeclaring,
  gifDeclaring,
  imagesIn,
  jpegDeclaring,
  makeBmp,
  makeGif,
  makeLargePng,
  makeTiff,
  pngDeclaring,
} from '../documents/__fixtures__/images';
import { JPEG_40x20 } from '../documents/__fixtures__/pdfs';
import {
  ADMIN,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../../test-support/testServer';

// Envelope documents in the image formats the platform converts, through the whole server: a
// small file that declares more pixels than the budget is refused at once, with the platform's
// error naming the document's field; real images become pages; a large image within the budget
// converts on a worker thread while the server goes on answering.

let server: RunningServer;
let token: string;
let envelopes: string;

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.base);
  envelopes = `${server.base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`;
  // The first conversion of a process starts the worker thread (and bundles it, from sources).
  expect((await create('warm-up.png', makePng(4, 4))).status).toBe(201);
});
afterAll(() => server.close());

/** Creates a draft with a text document first and the image second. */
function create(name: string, bytes: Uint8Array) {
  return fetch(envelopes, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      emailSubject: 'Images',
      status: 'created',
      documents: [
        {
          documentId: '1',
          name: 'cover.txt',
          documentBase64: Buffer.from('Cover').toString('base64'),
        },
        { documentId: '2', name, documentBase64: Buffer.from(bytes).toString('base64') },
      ],
    }),
  });
}

const document = async (envelopeId: string, documentId: string) =>
  new Uint8Array(
    await (
      await fetch(`${envelopes}/${envelopeId}/documents/${documentId}`, { headers: bearer(token) })
    ).arrayBuffer(),
  );

describe('image documents', () => {
  it.each([
    ['scan.png', pngDeclaring(10_000, 10_000), '10000 × 10000 pixels (100 megapixels)'],
    ['scan.png', pngDeclaring(8_000, 8_000), '8000 × 8000 pixels (64 megapixels)'],
    ['photo.jpg', jpegDeclaring(65_000, 65_000), '65000 × 65000 pixels (4230 megapixels)'],
    ['anim.gif', gifDeclaring(60_000, 60_000), '60000 × 60000 pixels'],
    ['anim.gif', gifDeclaring(20_000, 20_000, { width: 10, height: 10 }), '20000 × 20000 pixels'],
    ['paint.bmp', bmpDeclaring(30_000, -30_000), '30000 × 30000 pixels'],
    [
      'fax.tif',
      makeTiff([
        { width: 10, height: 10, rgb: [0, 0, 0] },
        { width: 20_000, height: 20_000 },
      ]),
      '20000 × 20000 pixels',
    ],
    [
      'fax.tif',
      makeTiff(Array.from({ length: 5 }, () => ({ width: 6_000, height: 6_000 }))),
      '180 megapixels in all',
    ],
  ])(
    'refuses %s declaring too many pixels, at once, naming its field',
    async (name, bytes, says) => {
      expect(bytes.length).toBeLessThan(2_000);
      const started = performance.now();
      const response = await create(name, bytes);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errorCode).toBe('FORMAT_CONVERSION_ERROR');
      expect(body.message).toContain(says);
      expect(body.message).toContain('documents[1].documentBase64');
      // Refused from the header: decoding would allocate hundreds of MB and take seconds. The
      // bound leaves room for a loaded CI machine (786 ms seen with load average 9 on 2 cores).
      expect(elapsed).toBeLessThan(2_500);
    },
  );

  it('refuses an image whose header does not read, naming the format', async () => {
    const response = await create('scan.bmp', Buffer.from('BM but nothing after it'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errorCode: 'FORMAT_CONVERSION_ERROR',
      message:
        'The data could not be converted: the document is not a readable BMP image (documents[1].documentBase64, document 2).',
    });
  });

  it.each([
    ['scan.png', makePng(300, 120, [20, 40, 160]), [[20, 40, 160]]],
    ['photo.jpg', JPEG_40x20, [undefined]],
    ['anim.gif', makeGif(64, 48, [200, 30, 30]), [[200, 30, 30]]],
    ['paint.bmp', makeBmp(30, 20, [30, 160, 40]), [[30, 160, 40]]],
    [
      'fax.tiff',
      makeTiff([
        { width: 60, height: 80, rgb: [1, 2, 3] },
        { width: 80, height: 60, rgb: [9, 8, 7] },
      ]),
      [
        [1, 2, 3],
        [9, 8, 7],
      ],
    ],
  ])('converts %s into a page per image, its colours kept', async (name, bytes, firstPixels) => {
    const response = await create(name, bytes);
    expect(response.status).toBe(201);
    const pdf = await document((await response.json()).envelopeId, '2');
    const images = await imagesIn(pdf);
    expect(images.map((image) => image.first)).toEqual(firstPixels);
  });

  it('refuses the same in PUT .../documents of a draft', async () => {
    const created = await create('scan.png', makePng(4, 4));
    const { envelopeId } = await created.json();
    const response = await fetch(`${envelopes}/${envelopeId}/documents`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        documents: [
          {
            documentId: '3',
            name: 'scan.png',
            documentBase64: pngDeclaring(9_000, 9_000).toString('base64'),
          },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('documents[0].documentBase64');
  });

  it('keeps answering /healthz while a large image within the budget converts', async () => {
    // 4000 × 4000 RGB (16 megapixels): 48 MB of pixels in a file of about 50 KB.
    const png = makeLargePng(4000, 4000);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    const health: number[] = [];
    let converting = true;
    const poll = (async () => {
      while (converting) {
        const started = performance.now();
        expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    delay.enable();
    const started = performance.now();
    const response = await create('large.png', png);
    const took = performance.now() - started;
    delay.disable();
    converting = false;
    await poll;

    expect(response.status).toBe(201);
    const [image] = await imagesIn(await document((await response.json()).envelopeId, '2'));
    expect(image).toMatchObject({ width: 4000, height: 4000, first: [0x7f, 0x7f, 0x7f] });
    // The conversion took its time (seconds: decoding 16 megapixels) ...
    expect(took).toBeGreaterThan(500);
    // ... and the event loop never waited long meanwhile: /healthz answered all along. Decoded on
    // the event loop, the image would hold it for about the whole conversion; off it, waits stay
    // a small part of it (200–300 ms on a quiet machine, 330 ms seen on a loaded one).
    const bound = (quiet: number) => Math.max(quiet, took / 3);
    expect(health.length).toBeGreaterThan(5);
    expect(Math.max(...health)).toBeLessThan(bound(300));
    expect(delay.max / 1e6).toBeLessThan(bound(200));
    console.info(
      `16-megapixel PNG converted in ${Math.round(took)} ms; ${health.length} /healthz answers, ` +
        `slowest ${Math.round(Math.max(...health))} ms; longest event-loop delay ${Math.round(delay.max / 1e6)} ms`,
    );
  }, 60_000);
});
