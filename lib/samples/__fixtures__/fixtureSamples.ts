// Test helpers: the sample models of samples-swagger2.json, as a method page would get them.
import { fixtureEntry, normaliseFixture } from '../../reference/__fixtures__/fixtureSpecs';
import path from 'node:path';
import type { ApiReferenceModel, OperationModel } from '../../reference/model';
import type { SampleModel, SampleTarget } from '../model';
import { sampleModel } from '../sampleModel';

const FIXTURE = path.relative(
  path.resolve(__dirname, '../../reference/__fixtures__'),
  path.join(__dirname, 'samples-swagger2.json'),
);

let api: ApiReferenceModel | undefined;

/** The fixture normalised once. */
export function fixtureApi(): ApiReferenceModel {
  api ??= normaliseFixture(FIXTURE, [], fixtureEntry({ swaggerName: 'samples-fixture' }));
  return api;
}

/** An operation of the fixture by its x-ds-methodname or x-ds-method, with its resource. */
export function fixtureOperation(name: string): { operation: OperationModel; resource: string } {
  for (const category of fixtureApi().categories)
    for (const resource of category.resources)
      for (const operation of resource.methods)
        if (operation.sdkMethodName === name || operation.name === name)
          return { operation, resource: resource.name };
  throw new Error(`no operation ${name}`);
}

/** The sample model of a fixture operation, as the SDK rules of `apiName` (eSignature's by default) see it. */
export function fixtureModel(name: string, apiName = 'esignature-v2.1'): SampleModel {
  const { operation, resource } = fixtureOperation(name);
  return sampleModel(operation, { apiName, resource, schemas: fixtureApi().schemas });
}

/** A target on the fixture's server with no reader signed in. */
export const TARGET: SampleTarget = { baseUrl: 'https://demo.example.test/restapi' };

/** The same, for a signed-in reader showing their token. */
export const PERSONAL: SampleTarget = {
  baseUrl: 'https://demo.example.test/restapi',
  personal: { accountId: 'acc-123', token: 'tok-abc' },
};
