import type { Migration } from 'kysely';
import { sharedTablesMigration } from '../../../store/sharedTables';
import { initial } from './0001_initial';
import { suspendedUsers } from './0002_suspended_users';
import { apiUsage } from './0004_api_usage';

/** The sandbox store's migrations, in order; add a file and a line to change the schema. */
export const sandboxMigrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_suspended_users': suspendedUsers,
  '0003_shared_tables': sharedTablesMigration,
  '0004_api_usage': apiUsage,
};
