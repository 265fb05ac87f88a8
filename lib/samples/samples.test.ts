/** @jest-environment node */
import { fixtureModel, TARGET } from './__fixtures__/fixtureSamples';
import { operationSample, operationSamples } from './samples';

describe('operationSamples', () => {
  it('offers the eight languages in the order of the tabs', () => {
    expect(operationSamples(fixtureModel('createEnvelope'), TARGET).map((s) => s.language)).toEqual(
      ['curl', 'node', 'python', 'java', 'csharp', 'php', 'ruby', 'go'],
    );
  });

  it('calls the SDK where the API has one in the language, naming the package to install', () => {
    const sample = operationSample(fixtureModel('createEnvelope'), TARGET, 'java');
    expect(sample).toMatchObject({ kind: 'sdk', install: 'com.docusign:docusign-esign-java' });
  });

  it('is plain HTTP in Go, which has no SDK, and for an API without SDKs', () => {
    expect(operationSample(fixtureModel('createEnvelope'), TARGET, 'go').kind).toBe('http');
    const noSdk = fixtureModel('createEnvelope', 'clm-v2');
    expect(operationSamples(noSdk, TARGET).every((sample) => sample.kind === 'http')).toBe(true);
  });

  it('is plain HTTP for an operation the SDKs have no method for', () => {
    const sample = operationSample(fixtureModel('getLogo'), TARGET, 'node');
    expect(sample.kind).toBe('http');
    expect(sample.code).toContain('fetch(url, options)');
  });
});
