/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { apiBaseUrl, type ApiPlacement } from '../../lib/platform/apiLocation';
import {
  completedValues,
  type SessionTab,
} from '../../packages/sandbox/test-support/signingCeremony';
import { ADMIN } from '../../test-support/testServer';
import { consentTo, trustingFetch } from './consent';
import { startSdkPlatform, type SdkPlatform } from './platform';

// The official Maestro client (@docusign/iam-sdk from npm), run unchanged against the embedded
// platform behind TLS as its README and docs run the workflows journey: the workflows listed,
// the published one's trigger requirements read, the workflow triggered with its inputs, the
// instance read (in progress: its step sent the agreement); the signer signs from the sandbox
// inbox, and the instance reads completed.

const registry = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../content/apis/registry.json'), 'utf8'),
) as (ApiPlacement & { swaggerName: string })[];

/** The scope maestroWorkflow.cjs asks for beyond signature impersonation. */
const MAESTRO_SCOPES = ['aow_manage'];

let platform: SdkPlatform;
let maestroBasePath: string;
beforeAll(async () => {
  platform = await startSdkPlatform();
  await consentTo(platform, MAESTRO_SCOPES);
  const entry = registry.find((candidate) => candidate.swaggerName.startsWith('maestro-'))!;
  maestroBasePath = apiBaseUrl(entry, {
    environment: 'demo',
    baseUri: `${platform.origin}/sandbox`,
    embedded: true,
  });
}, 90_000);
afterAll(() => platform?.stop());

/** The signer signs the agreement the workflow's step mailed, as a remote signer does. */
async function signFromInbox(email: string) {
  const request = trustingFetch(platform);
  const inbox = await request(
    `${platform.origin}/sandbox/management/v1/accounts/${ADMIN.accountId}/inbox`,
    { headers: { authorization: `Bearer ${platform.accessToken}` } },
  );
  expect(inbox.status).toBe(200);
  const { mails } = (await inbox.json()) as {
    mails: { to: { email: string }; signingUrl: string }[];
  };
  const mail = mails.find((candidate) => candidate.to.email === email)!;
  expect(mail).toBeDefined();
  const opened = await request(mail.signingUrl);
  expect(opened.status).toBe(303);
  const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
  const page = new URL(opened.headers.get('location')!, mail.signingUrl).href;
  const session = await request(new URL('session', page).href, { headers: { cookie } });
  const { tabs } = (await session.json()) as { tabs: SessionTab[] };
  const finished = await request(new URL('finish', page).href, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ signature: { name: 'Lee Park' }, values: completedValues(tabs) }),
  });
  expect(finished.status).toBe(200);
}

it('lists, triggers and follows the workflow to completion with the official SDK', async () => {
  expect(maestroBasePath).toBe(`${platform.origin}/sandbox/maestroapi`);
  const signerEmail = 'lee.park@example.test';
  const started = await platform.script('maestroWorkflow.cjs', ['trigger', signerEmail], {
    maestroBasePath,
  });
  expect(started).toMatchObject({
    accountId: ADMIN.accountId,
    workflows: [{ id: started.workflowId, status: 'active' }],
    triggerEventType: 'HTTP',
    triggerFields: ['signerName', 'signerEmail'],
    instanceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    instance: {
      id: started.instanceId,
      name: 'Service agreement - Lee Park',
      workflowStatus: 'In Progress',
      accountId: ADMIN.accountId,
      startedBy: platform.userId,
      startedAt: expect.any(String),
      endedAt: null,
      triggerInputs: { signerName: 'Lee Park', signerEmail },
    },
  });
  expect(started.workflowId).not.toMatch(/^0{8}-/);

  await signFromInbox(signerEmail);

  const read = await platform.script(
    'maestroWorkflow.cjs',
    ['read', started.workflowId as string, started.instanceId as string],
    { maestroBasePath },
  );
  expect(read.instance).toMatchObject({
    id: started.instanceId,
    workflowStatus: 'Completed',
    endedAt: expect.any(String),
  });
}, 120_000);
