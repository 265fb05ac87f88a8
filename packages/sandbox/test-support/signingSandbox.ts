// For the sandbox's signing tests: a real sandbox on loopback, on either engine, with its own
// store open beside it, and the API calls the tests make.
import type { StoreLocation } from '@developer-center/store';
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from './sandbox';
import { openSandboxStore, type SandboxStore } from '../store/db';

export const RETURN_URL = 'http://127.0.0.1:9/app/signed?step=3';

export interface SigningSandbox {
  sandbox: RunningSandbox;
  /** The platform's own store, for moving a link or session past its end. */
  store: SandboxStore;
  token: string;
  envelopes: string;
  close(): Promise<void>;
}

/** What the envelope calls below need: a token and the account's envelopes URL (any server). */
export type EnvelopesApi = Pick<SigningSandbox, 'token' | 'envelopes'>;

export async function startSigningSandbox(location: StoreLocation): Promise<SigningSandbox> {
  const sandbox = await startSandbox(
    location.kind === 'postgres' ? { databaseUrl: location.url } : { dataDir: location.dataDir },
  );
  const store = await openSandboxStore(location);
  const token = (await signIn(sandbox)).access_token;
  return {
    sandbox,
    store,
    token,
    envelopes: `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`,
    async close() {
      await store.close();
      await sandbox.close();
    },
  };
}

export const asJson = (method: string, token: string, body?: unknown): RequestInit => ({
  method,
  headers: { ...bearer(token), 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** A one-page text document with the anchors the tabs below land on. */
export const CONTRACT = [
  'Sandbox signing test',
  '',
  'Signature: /s1/',
  '',
  '',
  'Initials: /i1/          Date: /d1/',
  '',
  'Second signature: /s2/',
  '',
  '',
  'Company: /c1/',
].join('\n');

export interface SignerSpec {
  name: string;
  email: string;
  recipientId: string;
  routingOrder?: string;
  clientUserId?: string;
  tabs?: Record<string, unknown[]>;
}

/** The tabs of the first signer: a signature, initials, date, a required text and a box. */
export const FIRST_SIGNER_TABS = {
  signHereTabs: [{ anchorString: '/s1/', anchorYOffset: '-10' }],
  initialHereTabs: [{ anchorString: '/i1/' }],
  dateSignedTabs: [{ anchorString: '/d1/' }],
  fullNameTabs: [{ documentId: '1', pageNumber: '1', xPosition: '72', yPosition: '300' }],
  textTabs: [{ anchorString: '/c1/', anchorXOffset: '40', tabLabel: 'Company name' }],
  checkboxTabs: [
    {
      documentId: '1',
      pageNumber: '1',
      xPosition: '72',
      yPosition: '340',
      tabLabel: 'I agree',
      required: 'true',
    },
  ],
};

export const embeddedSigner = (overrides: Partial<SignerSpec> = {}): SignerSpec => ({
  name: 'Pat Signer',
  email: 'pat@example.test',
  recipientId: '1',
  routingOrder: '1',
  clientUserId: 'pat-1000',
  tabs: FIRST_SIGNER_TABS,
  ...overrides,
});

/** A second embedded signer, after the first in routing order, with the given tabs. */
export const secondSigner = (tabs: Record<string, unknown[]> = {}): SignerSpec => ({
  name: 'Sam Second',
  email: 'sam@example.test',
  recipientId: '2',
  routingOrder: '2',
  clientUserId: 'sam-2000',
  tabs,
});

/** Creates (and by default sends) an envelope with the contract and these signers. */
export async function createEnvelope(
  context: EnvelopesApi,
  signers: SignerSpec[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(
    context.envelopes,
    asJson('POST', context.token, {
      emailSubject: 'Please sign the sandbox contract',
      emailBlurb: 'Sign by Friday, please.',
      status: 'sent',
      documents: [
        {
          documentId: '1',
          name: 'Contract.txt',
          documentBase64: Buffer.from(CONTRACT).toString('base64'),
        },
      ],
      recipients: { signers },
      ...extra,
    }),
  );
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`create answered ${response.status}: ${JSON.stringify(body)}`);
  return body.envelopeId;
}

/** POST .../views/recipient for a signer; answers the raw response. */
export function requestRecipientView(
  context: EnvelopesApi,
  envelopeId: string,
  signer: SignerSpec,
  overrides: Record<string, unknown> = {},
) {
  return fetch(
    `${context.envelopes}/${envelopeId}/views/recipient`,
    asJson('POST', context.token, {
      returnUrl: RETURN_URL,
      authenticationMethod: 'none',
      email: signer.email,
      userName: signer.name,
      clientUserId: signer.clientUserId,
      ...overrides,
    }),
  );
}

/** The view's URL, or the test fails with the platform's answer. */
export async function recipientViewUrl(
  context: EnvelopesApi,
  envelopeId: string,
  signer: SignerSpec,
): Promise<string> {
  const response = await requestRecipientView(context, envelopeId, signer);
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`view answered ${response.status}: ${JSON.stringify(body)}`);
  return body.url;
}

export async function getEnvelope(context: EnvelopesApi, envelopeId: string) {
  const response = await fetch(`${context.envelopes}/${envelopeId}?include=recipients,tabs`, {
    headers: bearer(context.token),
  });
  return response.json();
}

export async function getDocument(context: EnvelopesApi, envelopeId: string, documentId: string) {
  const response = await fetch(`${context.envelopes}/${envelopeId}/documents/${documentId}`, {
    headers: bearer(context.token),
  });
  return new Uint8Array(await response.arrayBuffer());
}
