import path from 'node:path';
import type { ApiReferenceModel } from '../../lib/reference/model';
import type { SampleModel, SampleTarget } from '../../lib/samples/model';
import { harvest, type KnownIds } from './harvest';
import { lastRound, nextRound, plannedSamples, type PlannedSample } from './plan';
import type { RecordedCall, RecordingProxy } from './recordingProxy';

/** How one sample did against the platform. */
export interface SampleResult {
  api: string;
  key: string;
  passed: boolean;
  /** Why it failed: the platform's status and error, or what the sample printed. */
  reason?: string;
  calls: RecordedCall[];
}

/** Runs one round of samples (code by id) and says how each ended. */
export type RoundRunner = (
  dir: string,
  samples: { id: string; code: string }[],
  proxyOrigin: string,
) => Promise<Map<string, { kind: string; text?: string }>>;

export interface RunOptions {
  apis: { model: ApiReferenceModel; basePath: string }[];
  proxy: RecordingProxy;
  accountId: string;
  token: string;
  dir: string;
  /** The sample of an operation in the language under test. */
  render: (model: SampleModel, target: SampleTarget) => string;
  runner: RoundRunner;
  /** Values the reader would give (their webhook listener), besides the ids answers give. */
  readerValues?: Record<string, string>;
  /** Only these operations (by API and key); every one when absent. */
  only?: (sample: PlannedSample) => boolean;
}

function failure(
  calls: RecordedCall[],
  outcome: { kind: string; text?: string } | undefined,
): string | undefined {
  const failed = calls.find((call) => call.status < 200 || call.status >= 300);
  if (failed) {
    const body = (failed.json ?? {}) as { errorCode?: string; message?: string; error?: string };
    const said = [body.errorCode ?? body.error, body.message].filter(Boolean).join(': ');
    return `${failed.status}${said ? ` ${said}` : ''}`;
  }
  if (calls.length === 0)
    return `no request: ${(outcome?.text ?? outcome?.kind ?? 'did not run').split('\n')[0]}`;
  if (outcome?.kind !== 'printed')
    return `${outcome?.kind ?? 'no outcome'}: ${(outcome?.text ?? '').split('\n')[0]}`;
  return undefined;
}

/**
 * Every sample of the APIs, run against the platform through the recording proxy in rounds:
 * each round runs what the ids known so far allow (creates first), its answers give the next
 * round's ids; deletes and whatever never got its ids run last.
 */
export async function runSamples(options: RunOptions): Promise<SampleResult[]> {
  const basePaths = new Map(options.apis.map(({ model, basePath }) => [model.apiName, basePath]));
  const paths = new Map(
    options.apis.map(({ model }) => [
      model.apiName,
      plannedSamples(model).map((sample) => sample.model.path),
    ]),
  );
  let pending = options.apis
    .flatMap(({ model }) => plannedSamples(model))
    .filter(options.only ?? (() => true));
  const ids = new Map<string, KnownIds>();
  const idsOf = (api: string) =>
    ids.get(api) ?? ids.set(api, { strong: { ...options.readerValues }, weak: {} }).get(api)!;
  const strong = (api: string) => idsOf(api).strong;
  const known = (api: string) => ({ ...idsOf(api).weak, ...idsOf(api).strong });
  const results: SampleResult[] = [];
  for (let round = 0; pending.length > 0; round += 1) {
    // What strong ids allow; when nothing does, what guesses allow; at last, all that is left.
    let batch = nextRound(pending, strong);
    if (batch.length === 0) batch = nextRound(pending, known);
    if (batch.length === 0) batch = lastRound(pending);
    const id = (sample: PlannedSample) => `${sample.api} ${sample.key}`;
    const samples = batch.map((sample) => ({
      id: id(sample),
      code: options.render(sample.model, {
        baseUrl: `${options.proxy.origin}/sandbox${basePaths.get(sample.api)}`,
        personal: { accountId: options.accountId, token: options.token },
        values: known(sample.api),
      }),
    }));
    const outcomes = await options.runner(
      path.join(options.dir, `round-${round}`),
      samples,
      options.proxy.origin,
    );
    for (const sample of batch) {
      const calls = options.proxy.calls.filter((call) => call.sample === id(sample));
      for (const call of calls)
        harvest(idsOf(sample.api), call, sample.model.path, paths.get(sample.api)!);
      const reason = failure(calls, outcomes.get(id(sample)));
      results.push({
        api: sample.api,
        key: sample.key,
        passed: !reason,
        calls,
        ...(reason ? { reason } : {}),
      });
    }
    pending = pending.filter((sample) => !batch.includes(sample));
  }
  return results;
}
