import type { CodeDepotConfig } from '../configOutbound';
import type { PortalDb } from '../portalStore';
import {
  manifestFor,
  type OpensourceRepository,
  type OpensourceSource,
} from '../routes/opensourceSource';
import { listCatalogue } from './codeDepotClient';
import { keepAnswer, readKeptAnswer, type KeptAnswer } from './lastGoodAnswer';

/** How long an answer is used before the depot is asked again. */
export const FRESH_MS = 5 * 60_000;
/** After a failure, how long the last good answer is served without waiting on the depot again. */
export const RETRY_AFTER_FAILURE_MS = 30_000;

/** Where the source says that it fell back (the app's logger); never given the token. */
export interface DepotLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface CodeDepotSourceOptions {
  now?: () => number;
  log?: DepotLog;
}

/** The store's key of a depot's catalogue: the endpoint and the organisation, never the token. */
export const depotAnswerKey = (config: CodeDepotConfig) =>
  `opensource:depot:${config.url}:${config.org}`;

/**
 * The open-source catalogue from the code depot (CODE_DEPOT_*): the organisation's repositories
 * from its GraphQL API, the manifest's texts with the filter choices they have. An answer is used
 * for FRESH_MS and kept in the portal store as the last good one; when the depot fails, is slow
 * or refuses, the last good answer (this instance's, another instance's, or one from before a
 * restart) is served, and a failure answers 502/504 only when there is none.
 */
export function codeDepotSource(
  config: CodeDepotConfig,
  texts: OpensourceSource,
  db: PortalDb,
  options: CodeDepotSourceOptions = {},
): OpensourceSource {
  const now = options.now ?? Date.now;
  const key = depotAnswerKey(config);
  let known: KeptAnswer<OpensourceRepository[]> | undefined;
  let failedAt: number | undefined;
  let refreshing: Promise<OpensourceRepository[]> | undefined;

  async function refresh(): Promise<OpensourceRepository[]> {
    try {
      const value = await listCatalogue(config);
      const fetchedAt = now();
      known = { value, fetchedAt };
      failedAt = undefined;
      await keepAnswer(db, key, value, fetchedAt).catch((error: unknown) =>
        options.log?.warn(
          { err: (error as Error).message },
          'open-source catalogue: the last good answer could not be kept in the store',
        ),
      );
      return value;
    } catch (error) {
      failedAt = now();
      if (!known) throw error;
      options.log?.warn(
        {
          codeDepot: config.url,
          failure: (error as Error).message,
          lastGood: new Date(known.fetchedAt).toISOString(),
        },
        'code depot failed: serving the last good open-source catalogue',
      );
      return known.value;
    }
  }

  async function repositories(): Promise<OpensourceRepository[]> {
    const fresh = () => known !== undefined && now() - known.fetchedAt < FRESH_MS;
    if (fresh()) return known!.value;
    // Another instance (or this one before a restart) may have a newer answer.
    const kept = await readKeptAnswer<OpensourceRepository[]>(db, key).catch(() => undefined);
    if (kept && (!known || kept.fetchedAt > known.fetchedAt)) known = kept;
    if (fresh()) return known!.value;
    // The depot failed a moment ago: serve what there is rather than wait on it again.
    if (known && failedAt !== undefined && now() - failedAt < RETRY_AFTER_FAILURE_MS) {
      return known.value;
    }
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  return {
    async manifest() {
      const [base, listed] = await Promise.all([texts.manifest(), repositories()]);
      return manifestFor(base, listed);
    },
    repositories,
  };
}
