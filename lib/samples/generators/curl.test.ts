/** @jest-environment node */
import { curlCommand } from '../../site/samples/curlCommand';
import { fixtureModel, fixtureOperation, PERSONAL, TARGET } from '../__fixtures__/fixtureSamples';
import { curlSample } from './curl';

describe('the curl sample', () => {
  it('is the command the method page writes today, for a request with required parameters only', () => {
    const { operation } = fixtureOperation('getDocument');
    expect(curlSample(fixtureModel('getDocument'), PERSONAL)).toBe(
      `${curlCommand(operation, PERSONAL.baseUrl, PERSONAL.personal)}\n`,
    );
  });

  it('fills path parameters with the values it is given', () => {
    const code = curlSample(fixtureModel('getDocument'), {
      ...TARGET,
      values: { envelopeId: 'e-1' },
    });
    expect(code).toContain('/envelopes/e-1/documents/{documentId}');
  });

  it('sends a form file as a --form field read from disk', () => {
    const code = curlSample(fixtureModel('createBulkImportAddUsersRequest'), TARGET);
    expect(code).toContain("--form 'file.csv=@file.csv'");
  });
});
