import type { EsignCall, EsignHandler } from '../esignature/call';
import { platformError, refuse } from '../esignature/errors';
import type { SandboxDb } from '../store/db';
import { membershipIn } from '../store/users';
import { configurationAnswer } from './configurationAnswer';
import {
  CONFIGURATION_LIMIT,
  createConfiguration,
  deleteConfiguration,
  findConfiguration,
  listConfigurations,
  updateConfiguration,
} from './configurations';
import { asRecord, invalidField, readText } from './fields';
import { admittedListener } from './listenerAddress';
import { readConfiguration, type ConnectSettings } from './settings';

/** Connect is an administrator's setting on the platform. */
export async function requireConnectAdmin(call: EsignCall) {
  const membership = await membershipIn(call.context.db, call.user.id, call.params.accountId);
  if (membership?.is_admin !== 1) {
    throw refuse(
      403,
      'USER_LACKS_PERMISSIONS',
      'Connect configurations need administrative rights on the account.',
    );
  }
}

/** A configuration for some users only names users of the account. */
async function checkUsers(db: SandboxDb, accountId: string, settings: ConnectSettings) {
  if (settings.allUsers) return;
  if (settings.userIds.length === 0)
    throw invalidField('userIds', 'must list at least one user when allUsers is false');
  const members = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('account_id', '=', accountId)
    .execute();
  const known = new Set(members.map((member) => member.user_id));
  settings.userIds.forEach((userId, index) => {
    if (!known.has(userId))
      throw invalidField(`userIds[${index}]`, 'is not a user of this account');
  });
}

const configurationMissing = (connectId: string) =>
  platformError(
    404,
    'CONNECT_NOT_FOUND',
    `The Connect configuration ${connectId} does not exist in this account.`,
  );

/** Handlers that read their body by the platform's rules (lenient flags, every event name). */
const checkingOwnBody = (handler: EsignHandler): EsignHandler =>
  Object.assign(handler, { checksOwnBody: true as const });

export const postConfiguration = checkingOwnBody(async (call) => {
  await requireConnectAdmin(call);
  const settings = readConfiguration(call.body);
  settings.url = await admittedListener(settings.url, 'urlToPublishTo', call.context.connectPolicy);
  await checkUsers(call.context.db, call.params.accountId, settings);
  const created = await createConfiguration(call.context.store, call.params.accountId, settings);
  if (!created) {
    return platformError(
      400,
      'CONNECT_CONFIGURATION_LIMIT_REACHED',
      `The account already has ${CONFIGURATION_LIMIT} Connect configurations, the most allowed.`,
    );
  }
  return { status: 201, body: configurationAnswer(created) };
});

export const getConfigurations: EsignHandler = async (call) => {
  await requireConnectAdmin(call);
  const configurations = await listConfigurations(call.context.db, call.params.accountId);
  return {
    status: 200,
    body: {
      configurations: configurations.map(configurationAnswer),
      totalRecords: String(configurations.length),
    },
  };
};

export const putConfiguration = checkingOwnBody(async (call) => {
  await requireConnectAdmin(call);
  const connectId = readText(asRecord(call.body)?.connectId, 'connectId', 20);
  if (!connectId)
    throw invalidField('connectId', 'is required: it names the configuration to change');
  const current = await findConfiguration(call.context.db, call.params.accountId, connectId);
  if (!current) return configurationMissing(connectId);
  const settings = readConfiguration(call.body, current.settings);
  // A listener given is admitted as on creation; one kept stays, so a configuration whose
  // listener the operator has since taken off the allow-list can still be disabled or renamed.
  if (asRecord(call.body)?.urlToPublishTo !== undefined)
    settings.url = await admittedListener(
      settings.url,
      'urlToPublishTo',
      call.context.connectPolicy,
    );
  await checkUsers(call.context.db, call.params.accountId, settings);
  const updated = await updateConfiguration(call.context.db, current, settings);
  return { status: 200, body: configurationAnswer(updated) };
});

export const getConfiguration: EsignHandler = async (call) => {
  await requireConnectAdmin(call);
  const { accountId, connectId } = call.params;
  const configuration = await findConfiguration(call.context.db, accountId, connectId);
  if (!configuration) return configurationMissing(connectId);
  return { status: 200, body: configurationAnswer(configuration) };
};

export const removeConfiguration: EsignHandler = async (call) => {
  await requireConnectAdmin(call);
  const { accountId, connectId } = call.params;
  if (!(await deleteConfiguration(call.context.db, accountId, connectId)))
    return configurationMissing(connectId);
  return { status: 200 };
};
