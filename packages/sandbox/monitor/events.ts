import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../store/db';

/** The event names the platform records (the Monitor stream's `eventName`). */
export type MonitorEventName =
  | 'Login'
  | 'LoginFailed'
  | 'TokenGranted'
  | 'EnvelopeSent'
  | 'EnvelopeCompleted'
  | 'EnvelopeDeclined'
  | 'EnvelopeVoided'
  | 'IntegrationKeyCreated'
  | 'IntegrationKeyUpdated'
  | 'IntegrationKeyDeleted'
  | 'IntegrationKeySecretAdded'
  | 'IntegrationKeySecretDeleted'
  | 'IntegrationKeyRsaKeyAdded'
  | 'IntegrationKeyRsaKeyDeleted'
  | 'UserCreated'
  | 'UserUpdated'
  | 'UserDeleted';

export type Severity = 'info' | 'low' | 'medium' | 'high' | 'critical';

/** How serious each event is: failed sign-ins and removed credentials deserve a look. */
const SEVERITY: Partial<Record<MonitorEventName, Severity>> = {
  LoginFailed: 'medium',
  IntegrationKeyDeleted: 'low',
  IntegrationKeySecretDeleted: 'low',
  IntegrationKeyRsaKeyDeleted: 'low',
  UserDeleted: 'low',
};

export interface MonitorEvent {
  name: MonitorEventName;
  accountId: string;
  userId?: string;
  /** The caller's address as Fastify saw it (request.ip). */
  ip?: string;
  /** Further fields, as strings (the spec's `data`): envelopeId, integratorKey, grantType, ... */
  data?: Record<string, string | undefined>;
  at?: number;
}

/**
 * The address as the spec's `ipAddress` (IPv4): an IPv4-mapped IPv6 address is unwrapped,
 * loopback `::1` is 127.0.0.1; other IPv6 addresses are kept in `data.ipAddress` instead.
 */
export function ipv4Of(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (ip === '::1') return '127.0.0.1';
  return /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? ip : undefined;
}

/** Records one event of an account, in the caller's transaction when it has one. */
export async function recordMonitorEvent(db: SandboxDb, event: MonitorEvent): Promise<void> {
  const ipAddress = ipv4Of(event.ip);
  const data = Object.fromEntries(
    Object.entries({
      ...event.data,
      ipAddress: event.ip && !ipAddress ? event.ip : undefined,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  await db
    .insertInto('monitor_events')
    .values({
      id: randomUUID(),
      account_id: event.accountId,
      user_id: event.userId ?? null,
      name: event.name,
      severity: SEVERITY[event.name] ?? 'info',
      ip_address: ipAddress ?? null,
      data: JSON.stringify(data),
      at: event.at ?? Date.now(),
    })
    .execute();
}

/**
 * A user's own events (sign-ins, token grants) belong to their accounts: one event per
 * account, so each account's administrators see who signed in to it.
 */
export async function recordUserEvent(
  db: SandboxDb,
  userId: string,
  event: Omit<MonitorEvent, 'accountId' | 'userId'>,
): Promise<void> {
  const memberships = await db
    .selectFrom('memberships')
    .select('account_id')
    .where('user_id', '=', userId)
    .execute();
  const at = event.at ?? Date.now();
  for (const { account_id } of memberships)
    await recordMonitorEvent(db, { ...event, accountId: account_id, userId, at });
}

/** Events older than the 30 days the platform keeps (housekeeping). */
export async function purgeMonitorEvents(db: SandboxDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('monitor_events')
    .where('at', '<', now - 30 * 86_400_000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A user added, changed or taken out of accounts (Admin's users): an event of each account
 * concerned, by the administrator who did it, naming the user in `data.affectedUserId`.
 */
export async function recordUserChange(
  db: SandboxDb,
  change: {
    name: 'UserCreated' | 'UserUpdated' | 'UserDeleted';
    actorId: string;
    affectedUserId: string;
    accountIds: string[];
    data?: Record<string, string | undefined>;
  },
): Promise<void> {
  const at = Date.now();
  for (const accountId of change.accountIds) {
    await recordMonitorEvent(db, {
      name: change.name,
      accountId,
      userId: change.actorId,
      data: { affectedUserId: change.affectedUserId, ...change.data },
      at,
    });
  }
}
