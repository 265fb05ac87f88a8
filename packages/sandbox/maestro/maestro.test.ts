/** @jest-environment node */
import {
  ADMIN,
  callJson,
  signIn,
  startSandbox,
  type RunningSandbox,
} from '../test-support/sandbox';
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
  const { status, body: answer } = await callJson(sandbox, token, method, path, body);
  return { status, body: answer };
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

// The IAM paths the official client (@docusign/iam-sdk) calls: the same workflow and instances
// in its shapes. Its full journey runs in tests/sdk/maestroSdk.test.ts.
it('serves the IAM paths: the workflow, its trigger requirements, an instance, cancel', async () => {
  const workflows = `/maestroapi/v1/accounts/${ADMIN.accountId}/workflows`;
  const listed = await call('GET', `${workflows}?status=active`);
  expect(listed.status).toBe(200);
  const workflowId = (await call('GET', management)).body.value[0].id;
  expect(listed.body.data).toEqual([
    expect.objectContaining({ id: workflowId, account_id: ADMIN.accountId, status: 'active' }),
  ]);
  expect((await call('GET', `${workflows}?status=archived`)).body.data).toEqual([]);

  const requirements = await call('GET', `${workflows}/${workflowId}/trigger-requirements`);
  expect(requirements.body).toMatchObject({
    trigger_event_type: 'HTTP',
    trigger_http_config: { method: 'POST' },
    trigger_input_schema: [{ field_name: 'signerName' }, { field_name: 'signerEmail' }],
  });
  const unknown = `${workflows}/3d934f63-6b63-4cbf-9494-88b9f87926c2/trigger-requirements`;
  expect((await call('GET', unknown)).status).toBe(404);

  const instanceId = await trigger(workflowId, 'kim.maestro@example.test');
  const instance = `${workflows}/${workflowId}/instances/${instanceId}`;
  expect((await call('GET', instance)).body).toMatchObject({
    id: instanceId,
    workflow_status: 'In Progress',
    started_by: ADMIN.userId,
    ended_at: null,
    trigger_inputs: { signerName: 'Lee Park', signerEmail: 'kim.maestro@example.test' },
  });
  expect((await call('POST', `${instance}/actions/cancel`)).body).toMatchObject({
    message: expect.any(String),
  });
  expect((await call('GET', instance)).body).toMatchObject({
    workflow_status: 'Canceled',
    canceled_at: expect.any(String),
  });
});
