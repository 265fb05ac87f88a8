import type { Migration } from 'kysely';
import { sharedTablesMigration } from '@developer-center/store';
import { initial } from './0001_initial';
import { suspendedUsers } from './0002_suspended_users';
import { resources } from './0010_resources';
import { envelopes } from './0011_envelopes';
import { signing } from './0012_signing';
import { connect } from './0013_connect';
import { apiUsage } from './0014_api_usage';
import { oauthSessions } from './0015_oauth_sessions';
import { monitorEvents } from './0017_monitor_events';
import { userActivations } from './0018_user_activations';

/** The sandbox store's migrations, in order; add a file and a line to change the schema. */
export const sandboxMigrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_suspended_users': suspendedUsers,
  '0003_shared_tables': sharedTablesMigration,
  '0010_resources': resources,
  '0011_envelopes': envelopes,
  '0012_signing': signing,
  '0013_connect': connect,
  '0014_api_usage': apiUsage,
  '0015_oauth_sessions': oauthSessions,
  '0017_monitor_events': monitorEvents,
  '0018_user_activations': userActivations,
};
