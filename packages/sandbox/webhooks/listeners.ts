import type { EnvelopeRow } from '../esignature/envelopeStore';
import type { SandboxDb } from '../store/db';
import { listConfigurations } from './configurations';
import { envelopeListenerOf } from './eventNotification';
import type { ListenerSettings } from './settings';

/** Who is told of an envelope's events: one account configuration, or the envelope's own. */
export interface Listener {
  source: 'configuration' | 'envelope';
  /** The configuration's connectId; null for the envelope's eventNotification. */
  configurationId: string | null;
  settings: ListenerSettings;
}

/**
 * The listeners of an envelope: the account's configurations that are enabled and cover its
 * sender (all users, or the sender among `userIds`), then its own eventNotification.
 */
export async function listenersOf(db: SandboxDb, envelope: EnvelopeRow): Promise<Listener[]> {
  const configurations = await listConfigurations(db, envelope.account_id);
  const listeners: Listener[] = configurations
    .filter(
      ({ settings }) =>
        !settings.disabled &&
        (settings.allUsers || settings.userIds.includes(envelope.sender_user_id)),
    )
    .map(({ id, settings }) => ({ source: 'configuration', configurationId: id, settings }));
  const own = envelopeListenerOf(envelope.definition);
  if (own) listeners.push({ source: 'envelope', configurationId: null, settings: own });
  return listeners;
}

/**
 * The `configurationId` of a message: the configuration's number; an envelope's own
 * eventNotification belongs to no configuration, and the sandbox sends 0 for it.
 */
export const messageConfigurationId = (listener: Pick<Listener, 'configurationId'>) =>
  listener.configurationId === null ? 0 : Number(listener.configurationId);
