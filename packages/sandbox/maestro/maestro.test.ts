/** @jest-environment node */
import { ADMIN, bearer, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import {
  completedValues,
  openSigningUrl,
  sessionGet,
  sessionPost,
  type SessionTab,
} from '../test-support/signingCeremony';

// Maestro as the platform runs it: triggering the account's workflow runs its ESign step (an
// envelope sent to the signer the inputs name); the instance is in progress until the envelope
// is completed (then completed, its step in the history) or voided by a cancel (canceled).

let sandbox: RunningSandbox;
let token: string;
const management = `/maestroapi/v1/accounts/${ADMIN.accountId}/management/workflow_definitions`;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandbox.base}${path}`, {
    method,
    headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function trigger(workflowId: string, signerEmail: string) {
  const started = await call(
    'POST',
    `/maestroapi/v1/accounts/${ADMIN.accountId}/workflows/${workflowId}/actions/trigger`,
    { instance_name: 'Agreement', trigger_inputs: { signerName: 'Lee Park', signerEmail } },
  );
  expect(started.status).toBe(200);
  return started.body.instance_id as string;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox)).access_token;
});
afterAll(() => sandbox?.close());

it('lists the workflow, whose id its get and trigger accept, and refuses others', async () => {
  const listed = await call('GET', management);
  expect(listed.body).toMatchObject({ count: 1, value: [{ status: 'active' }] });
  const workflowId = listed.body.value[0].id;
  expect(workflowId).not.toMatch(/^0{8}/);
  expect((await call('GET', `${management}/${workflowId}`)).body).toMatchObject({
    id: workflowId,
    steps: [{ moduleName: 'ESign' }],
  });
  const requirements = await call('GET', `${management}/${workflowId}/requirements`);
  expect(requirements.body.trigger_http_config.url).toContain(
    `/workflows/${workflowId}/actions/trigger`,
  );
  const unknown = await call('GET', `${management}/3d934f63-6b63-4cbf-9494-88b9f87926c2`);
  expect(unknown.status).toBe(404);
});

it('runs the ESign step: in progress until its envelope is signed, then completed', async () => {
  const workflowId = (await call('GET', management)).body.value[0].id;
  const instanceId = await trigger(workflowId, 'lee.maestro@example.test');
  const instance = `${management}/${workflowId}/instances/${instanceId}`;
  expect((await call('GET', instance)).body).toMatchObject({
    id: instanceId,
    workflowStatus: 'in_progress',
    currentStepId: 'step-1',
    startedBy: ADMIN.userId,
  });
  expect((await call('GET', `${instance}/history`)).body.history).toEqual([]);

  // The signer signs from the sandbox inbox, as a remote signer does.
  const inbox = await call('GET', `/management/v1/accounts/${ADMIN.accountId}/inbox`);
  const mail = inbox.body.mails.find(
    (candidate: { to: { email: string } }) => candidate.to.email === 'lee.maestro@example.test',
  );
  const session = await openSigningUrl(mail.signingUrl);
  const { tabs } = (await (await sessionGet(session, 'session')).json()) as { tabs: SessionTab[] };
  const done = await sessionPost(session, 'finish', {
    signature: { name: 'Lee Park' },
    values: completedValues(tabs),
  });
  expect(done.status).toBe(200);

  expect((await call('GET', instance)).body).toMatchObject({
    workflowStatus: 'completed',
    currentStepId: null,
    endDate: expect.any(String),
  });
  expect((await call('GET', `${instance}/history`)).body.history).toEqual([
    expect.objectContaining({ stepId: 'step-1', status: 'completed' }),
  ]);
  const listed = await call('GET', `${management}/${workflowId}/instances`);
  expect(listed.body).toContainEqual(expect.objectContaining({ id: instanceId }));
});

it('cancels an instance by voiding its envelope', async () => {
  const workflowId = (await call('GET', management)).body.value[0].id;
  const instanceId = await trigger(workflowId, 'cal.maestro@example.test');
  const instance = `${management}/${workflowId}/instances/${instanceId}`;
  expect((await call('POST', `${instance}/cancel`)).body).toMatchObject({ code: 'canceled' });
  expect((await call('GET', instance)).body.workflowStatus).toBe('canceled');
  expect((await call('POST', `${instance}/cancel`)).body).toMatchObject({
    code: 'already_completed',
  });
});
