/** @jest-environment node */
import { fixtureModel } from './__fixtures__/fixtureSamples';

describe('sampleModel', () => {
  it('lists path parameters in the order the path names them, whatever the spec order', () => {
    const model = fixtureModel('getDocument');
    expect(model.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'accountId',
      'envelopeId',
      'documentId',
    ]);
  });

  it('sends the optional query parameters the spec gives an example for, and no others', () => {
    expect(fixtureModel('listStatusChanges').parameters.map((p) => p.name)).toEqual([
      'accountId',
      'from_date',
    ]);
  });

  it('leaves an id without an example for the reader; an enum path parameter takes its first value', () => {
    const model = fixtureModel('getLogo');
    const byName = Object.fromEntries(model.parameters.map((p) => [p.name, p.value]));
    expect(byName.brandId).toBeUndefined();
    expect(byName.logoType).toEqual({ kind: 'string', value: 'primary' });
  });

  it("takes the body from the spec's first example, typed by its schema", () => {
    const body = fixtureModel('createEnvelope').body!;
    expect(body).toMatchObject({ kind: 'json', name: 'envelopeDefinition', required: false });
    expect(body.type).toEqual({ kind: 'model', name: 'EnvelopeDefinition' });
    expect(body.value).toMatchObject({
      kind: 'model',
      fields: [
        { name: 'emailSubject', value: { kind: 'string', value: 'Please sign' } },
        { name: 'status', value: { kind: 'string', value: 'sent' } },
        { name: 'recipients', value: { kind: 'model', name: 'Recipients' } },
        { name: 'customData', value: { kind: 'map' } },
      ],
    });
  });

  it("names the body as the spec's body parameter does, and `body` when it does not say", () => {
    expect(fixtureModel('createUser').body?.name).toBe('request');
    expect(fixtureModel('delete').body?.name).toBe('body');
  });

  it('types a form by its fields, a file field read from a file of its name', () => {
    const body = fixtureModel('createBulkImportAddUsersRequest').body!;
    expect(body.kind).toBe('form');
    expect(body.value).toEqual({
      kind: 'map',
      of: { kind: 'any' },
      entries: [{ key: 'file.csv', value: { kind: 'file', path: 'file.csv' } }],
    });
  });

  it('types the answer: a model, bytes, or none for an empty 204', () => {
    expect(fixtureModel('createEnvelope').answer).toEqual({
      kind: 'model',
      name: 'EnvelopeSummary',
    });
    expect(fixtureModel('getDocument')).toMatchObject({
      accept: 'application/pdf',
      answer: { kind: 'file' },
    });
    expect(fixtureModel('delete').answer).toBeUndefined();
  });

  it('names the SDK call from x-ds-service and x-ds-methodname', () => {
    expect(fixtureModel('getDocument').sdk).toEqual({
      service: 'Envelopes',
      method: 'getDocument',
    });
  });

  it('has no SDK call without x-ds-methodname, or where x-ds-in-sdk is false', () => {
    expect(fixtureModel('getLogo').sdk).toBeUndefined();
    expect(fixtureModel('deleteTemplate').sdk).toBeUndefined();
  });
});
