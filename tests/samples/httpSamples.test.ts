/** @jest-environment node */
import path from 'node:path';
import { curlSample } from '../../lib/samples/generators/curl';
import { httpSample } from '../../lib/samples/http/samples';
import knownFailures from './knownFailures.json';
import { startSamplePlatform, type SamplePlatform } from './platformRun';
import { ESIGNATURE_CORE, interpreters } from './interpreters';
import { processRunner } from './processRunner';
import { runSamples, type SampleResult } from './runSamples';

// Issue 37: the plain HTTP samples in Python, PHP, Ruby, Go and Bash (curl) of the eSignature
// core, each run unchanged by its language's own interpreter against the embedded platform:
// create an envelope, read it, list status changes, its recipients and documents, download one,
// open the recipient view, update (void) it; each language from its own created envelope.

let platform: SamplePlatform;
const results = new Map<string, SampleResult[]>();

beforeAll(async () => {
  platform = await startSamplePlatform();
  const apis = await platform.apis(['esignature-v2.1']);
  for (const [language, interpreter] of Object.entries(interpreters(platform.dir))) {
    results.set(
      language,
      await runSamples({
        apis,
        proxy: platform.proxy,
        accountId: platform.accountId,
        token: platform.token,
        dir: path.join(platform.dir, language),
        only: (sample) => ESIGNATURE_CORE.has(sample.key),
        render: (model, target) =>
          language === 'bash'
            ? curlSample(model, target)
            : httpSample(model, target, language as 'go'),
        runner: processRunner(interpreter),
      }),
    );
  }
}, 600_000);
afterAll(() => platform?.stop());

const known = knownFailures as Record<string, Record<string, Record<string, string>>>;

it.each(['python', 'php', 'ruby', 'go', 'bash'])(
  'runs the eight eSignature core samples in %s, failing exactly the listed ones',
  (language) => {
    const ran = results.get(language)!;
    expect(ran.map((result) => result.key).sort()).toEqual([...ESIGNATURE_CORE].sort());
    const listed = known[language]?.['esignature-v2.1'] ?? {};
    const failing = Object.fromEntries(
      ran
        .filter((result) => !result.passed)
        .map((result) => [result.key, listed[result.key] ?? `NEW: ${result.reason}`]),
    );
    expect(failing).toEqual(listed);
  },
);
