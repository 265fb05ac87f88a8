// A Maestro integration written as the official IAM client's README and docs write it
// (@docusign/iam-sdk, maestro.workflows and maestro.workflowInstanceManagement): a JWT grant
// (with docusign-esign: the IAM client's own assertion helper only signs for the real
// platform's two OAuth hosts), the user's default account from the IAM client's getUserInfo,
// the workflows listed, the published one's trigger requirements read, the workflow triggered
// with its inputs, and the instance read back.
//
//   node maestroWorkflow.cjs <config.json> trigger <signerEmail>     → {"workflowId","instanceId","instance",...}
//   node maestroWorkflow.cjs <config.json> read <workflowId> <instanceId> → {"instance"}
const fs = require('fs');
const docusign = require('docusign-esign');
const { IamClient } = require('@docusign/iam-sdk');

const [configFile, step, ...args] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
const WORKFLOW_NAME = 'Send an agreement for signature';

async function authenticate() {
  const dsApi = new docusign.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    ['signature', 'impersonation', 'aow_manage'],
    fs.readFileSync(config.privateKeyFile),
    600,
  );
  const accessToken = results.body.access_token;
  // The IAM client's user info, at the OAuth host it is given per operation.
  const userInfo = await new IamClient({ accessToken }).auth.getUserInfo({
    serverURL: `https://${config.oAuthBasePath}`,
  });
  const account = userInfo.accounts.find((candidate) => candidate.isDefault);
  // The Maestro API's base URL: the registry's rule (the test hands it over, as the Admin one).
  const iamClient = new IamClient({ accessToken, serverURL: config.maestroBasePath });
  return { iamClient, accountId: account.accountId };
}

/** What of an instance the test checks (the client's parsed model: dates as Date). */
const summary = (instance) => ({
  id: instance.id,
  name: instance.name,
  workflowStatus: instance.workflowStatus,
  accountId: instance.accountId,
  startedBy: instance.startedBy,
  startedAt: instance.startedAt && instance.startedAt.toISOString(),
  endedAt: instance.endedAt ? instance.endedAt.toISOString() : null,
  triggerInputs: instance.triggerInputs,
});

async function main() {
  const { iamClient, accountId } = await authenticate();
  if (step === 'trigger') {
    const [signerEmail] = args;
    const workflows = await iamClient.maestro.workflows.getWorkflowsList({
      accountId,
      status: 'active',
    });
    const workflow = workflows.data.find((candidate) => candidate.name === WORKFLOW_NAME);
    const requirements = await iamClient.maestro.workflows.getWorkflowTriggerRequirements({
      accountId,
      workflowId: workflow.id,
    });
    // The inputs the trigger requires, filled in by field name.
    const values = { signerName: 'Lee Park', signerEmail };
    const triggerInputs = Object.fromEntries(
      requirements.triggerInputSchema.map((field) => [field.fieldName, values[field.fieldName]]),
    );
    const triggered = await iamClient.maestro.workflows.triggerWorkflow({
      accountId,
      workflowId: workflow.id,
      triggerWorkflow: { instanceName: 'Service agreement - Lee Park', triggerInputs },
    });
    const instance = await iamClient.maestro.workflowInstanceManagement.getWorkflowInstance({
      accountId,
      workflowId: workflow.id,
      instanceId: triggered.instanceId,
    });
    console.log(
      JSON.stringify({
        accountId,
        workflows: workflows.data.map((listed) => ({ id: listed.id, status: listed.status })),
        workflowId: workflow.id,
        triggerEventType: requirements.triggerEventType,
        triggerFields: requirements.triggerInputSchema.map((field) => field.fieldName),
        instanceId: triggered.instanceId,
        instance: summary(instance),
      }),
    );
    return;
  }
  const [workflowId, instanceId] = args;
  const instance = await iamClient.maestro.workflowInstanceManagement.getWorkflowInstance({
    accountId,
    workflowId,
    instanceId,
  });
  console.log(JSON.stringify({ instance: summary(instance) }));
}

main().catch((error) => {
  const detail = error.response ? `${error.response.status} ${error.message}` : error.stack;
  console.error(`integration failed: ${detail}`);
  process.exit(1);
});
