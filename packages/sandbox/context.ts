import type { OperationIndex } from '../../lib/reference';
import type { ListenerPolicy } from './webhooks';
import type { EnvelopeListener } from './esignature/lifecycle';
import type { ApiLimits } from './limits/options';
import type { SandboxDb, SandboxStore } from './store/db';

/** What every sandbox route module needs, handed over by the plugin. */
export interface SandboxContext {
  /** The platform's store; `db` is its query builder. */
  store: SandboxStore;
  db: SandboxDb;
  tokenTtlSeconds: number;
  /** The operation index of the specs the platform serves, loaded once (handed over by the app). */
  operationIndex: () => Promise<OperationIndex>;
  /** The prefix the plugin is mounted under (e.g. `/sandbox`), for links in HTML pages. */
  prefix: string;
  /**
   * Who hears of envelope and recipient status changes, in the changing transaction: the
   * sandbox inbox (mails to remote signers) and Connect (webhook deliveries).
   */
  envelopeListeners: EnvelopeListener[];
  /**
   * Where Connect may deliver (SANDBOX_CONNECT_ALLOWED_ORIGINS): configurations and envelopes
   * naming a listener elsewhere are refused when they are created, by the rule delivery applies.
   */
  connectPolicy: ListenerPolicy;
  /** The API limits the platform holds calls to (limits/), the usage report shows. */
  apiLimits: ApiLimits;
}
