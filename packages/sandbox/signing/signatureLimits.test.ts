/** @jest-environment node */
import { readPageText } from '../documents';
import { makeLargePng, pngDeclaring } from '../documents/__fixtures__/images';
import { ENGINES } from '../../../test-support/stores';
import {
  completedValues,
  openSigningUrl,
  sessionGet,
  sessionPost,
  type SessionTab,
} from '../test-support/signingCeremony';
import {
  createEnvelope,
  embeddedSigner,
  getDocument,
  getEnvelope,
  recipientViewUrl,
  startSigningSandbox,
  type SigningSandbox,
} from '../test-support/signingSandbox';

// What a signer adopts on finish is held to what can be stamped: a drawn signature within its
// pixel budget (refused at once from its header, never decoded), a typed name with something
// to see in it.

let context: SigningSandbox;
beforeAll(async () => {
  context = await startSigningSandbox(await ENGINES[0].location());
});
afterAll(() => context.close());

async function openCeremony() {
  const envelopeId = await createEnvelope(context, [embeddedSigner()]);
  const session = await openSigningUrl(
    await recipientViewUrl(context, envelopeId, embeddedSigner()),
  );
  const { tabs } = (await (await sessionGet(session, 'session')).json()) as { tabs: SessionTab[] };
  const finish = (signature: Record<string, unknown>) =>
    sessionPost(session, 'finish', { signature, values: completedValues(tabs) });
  return { envelopeId, finish };
}

const pdfText = async (bytes: Uint8Array) =>
  (await readPageText(bytes)).flatMap((page) => page.runs.map((run) => run.str)).join(' ');

describe('the adopted signature on finish', () => {
  it.each([
    [8000, 8000, '8000 × 8000 pixels (64 megapixels)'],
    [5000, 1000, '5000 × 1000 pixels (5 megapixels)'],
  ])(
    'refuses at once a drawing declaring %i × %i pixels, naming the field',
    async (width, height, says) => {
      const { envelopeId, finish } = await openCeremony();
      const started = performance.now();
      const response = await finish({
        name: 'Pat Signer',
        signaturePng: pngDeclaring(width, height).toString('base64'),
      });
      expect(performance.now() - started).toBeLessThan(500);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errorCode: 'INVALID_REQUEST_PARAMETER',
        field: 'signature.signaturePng',
        message: `The drawn signature is ${says}; the sandbox converts images of at most 4 megapixels.`,
      });
      // Nothing changed: the signer can still finish.
      expect((await getEnvelope(context, envelopeId)).status).toBe('delivered');
    },
  );

  it('stamps a large drawing within the budget', async () => {
    const { envelopeId, finish } = await openCeremony();
    const png = makeLargePng(2000, 1000, { alpha: true }).toString('base64');
    const response = await finish({ name: 'Pat Signer', signaturePng: png });
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await getDocument(context, envelopeId, '1')).toString('latin1');
    expect(pdf).toContain('/Width 2000');
    expect((await getEnvelope(context, envelopeId)).status).toBe('completed');
  });

  it.each(['\u200b\u0007', '\u202e', ' \u0000 '])(
    'refuses a typed name with no visible character (%j), saying so',
    async (name) => {
      const { envelopeId, finish } = await openCeremony();
      const response = await finish({ name });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errorCode: 'INVALID_REQUEST_PARAMETER',
        field: 'signature.name',
        message: expect.stringMatching(/visible characters|your name/),
      });
      expect((await getEnvelope(context, envelopeId)).status).toBe('delivered');
    },
  );

  it('stamps a name without the control characters typed into it, never "?"', async () => {
    const { envelopeId, finish } = await openCeremony();
    const response = await finish({ name: 'Pat\u0007Signer\u200b', initials: 'P\u001bS' });
    expect(response.status).toBe(200);
    const text = await pdfText(await getDocument(context, envelopeId, '1'));
    expect(text).toContain(`Signed by Pat Signer · ${envelopeId}`);
    expect(text).toContain('P S');
    expect(text).not.toContain('?');
  });
});
