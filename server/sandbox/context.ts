import type { OperationIndex } from '../../lib/reference';
import type { SandboxDb } from './store/db';

/** What every sandbox route module needs, handed over by the plugin. */
export interface SandboxContext {
  db: SandboxDb;
  tokenTtlSeconds: number;
  /** The operation index of the specs the platform serves, loaded once (handed over by the app). */
  operationIndex: () => Promise<OperationIndex>;
  /** The prefix the plugin is mounted under (e.g. `/sandbox`), for links in HTML pages. */
  prefix: string;
  /**
   * Users the platform refuses with 403 (user info and the management API), set only by the
   * test hook POST /test/suspend-user; kept in memory, so a restart forgets it.
   */
  suspendedUserIds: Set<string>;
}
