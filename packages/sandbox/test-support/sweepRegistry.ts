import { specOperationIndex } from '../standalone/operationIndex';
import { KNOWN_PROBLEMS, problemKey } from '../sweep/knownProblems';
import { sweepPlatform, type SweepReport } from '../sweep/sweep';
import { ADMIN, signIn, startSandbox } from './sandbox';

/** What a sweep of the registry's specs found, split into the known problems and the new ones. */
export interface RegistrySweep {
  report: SweepReport;
  /** Problems knownProblems.ts does not list: each a line `key: detail`. */
  unexpected: string[];
  /** Listed problems of the swept APIs that did not occur (fixed: take them off the list). */
  gone: string[];
}

/**
 * The sweep of every operation against a fresh embedded platform serving the specs of the
 * registry the build is given (DEVCENTER_API_REGISTRY and DEVCENTER_SPECS_DIR, else the bundled
 * ones): what `npm run sweep` prints, and what sweep.test.ts holds to knownProblems.ts.
 */
export async function sweepRegistry(): Promise<RegistrySweep> {
  const index = await specOperationIndex();
  const sandbox = await startSandbox();
  try {
    const token = (await signIn(sandbox)).access_token;
    const report = await sweepPlatform(index, {
      apiBase: sandbox.base,
      accountId: ADMIN.accountId,
      token,
      email: ADMIN.email,
    });
    const found = new Set(report.problems.map(problemKey));
    const swept = new Set(index.apis.map((api) => api.entry.swaggerName));
    return {
      report,
      unexpected: report.problems
        .filter((problem) => !(problemKey(problem) in KNOWN_PROBLEMS))
        .map((problem) => `${problemKey(problem)}: ${problem.detail}`),
      gone: Object.keys(KNOWN_PROBLEMS).filter(
        (key) => swept.has(key.split(' | ')[1].split(' ')[0]) && !found.has(key),
      ),
    };
  } finally {
    await sandbox.close();
  }
}
