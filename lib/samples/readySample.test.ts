import { fixtureModel, TARGET } from './__fixtures__/fixtureSamples';
import { readySample } from './readySample';

// A method page renders these at once; httpsnippet (large) must not come with them.
jest.mock('@readme/httpsnippet', () => {
  throw new Error('httpsnippet loaded');
});

test('curl and the SDK calls are ready without httpsnippet, the page renders them at once', () => {
  const model = fixtureModel('createEnvelope');
  for (const language of ['curl', 'node', 'python', 'java', 'csharp', 'php', 'ruby'] as const) {
    const ready = readySample(model, TARGET, language);
    expect(ready).toBeDefined();
    expect(ready!.kind).toBe(language === 'curl' ? 'http' : 'sdk');
  }
  expect(readySample(model, TARGET, 'python')!.code).toContain('envelopes_api.create_envelope(');
});

test("Go's plain HTTP needs httpsnippet: not ready, loaded later", () => {
  expect(readySample(fixtureModel('createEnvelope'), TARGET, 'go')).toBeUndefined();
  // The module that writes it does load httpsnippet (the mock above fails it).
  expect(() => jest.requireActual('./samples')).toThrow('httpsnippet loaded');
});
