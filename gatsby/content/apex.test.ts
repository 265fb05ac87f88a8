/** @jest-environment node */
import { loadApexClasses, parseApexClass } from './apex';

describe('parseApexClass', () => {
  it('reads a class with its properties, methods, parameters, returns and throws', () => {
    const apexClass = parseApexClass(
      [
        'name: EnvelopeService',
        'summary: Sends envelopes.',
        'properties:',
        '  - { name: id, type: Id, description: Record id. }',
        'methods:',
        '  - name: sendEnvelope',
        '    signature: public static Envelope sendEnvelope(Envelope envelope, Boolean sendNow)',
        '    parameters:',
        '      - { name: envelope, type: Envelope, description: The envelope. }',
        '    returns: { type: Envelope, description: The sent envelope. }',
        '    throws: [APIException]',
        '  - name: reset',
        '    signature: public static void reset()',
      ].join('\n'),
      'envelope-service.yaml',
    );
    expect(apexClass).toMatchObject({
      name: 'EnvelopeService',
      namespace: 'dfsle',
      kind: 'class',
      path: '/docs/salesforce/apex/envelopeservice/',
      properties: [{ name: 'id', type: 'Id', description: 'Record id.' }],
    });
    expect(apexClass.methods[0]).toEqual({
      name: 'sendEnvelope',
      signature: 'public static Envelope sendEnvelope(Envelope envelope, Boolean sendNow)',
      description: '',
      parameters: [{ name: 'envelope', type: 'Envelope', description: 'The envelope.' }],
      returns: { type: 'Envelope', description: 'The sent envelope.' },
      throws: ['APIException'],
    });
    expect(apexClass.methods[1]).toMatchObject({ parameters: [], returns: null, throws: [] });
  });

  it('fails with the file named when the class has no name', () => {
    expect(() => parseApexClass('summary: x', 'content/docs/salesforce/apex/x.yaml')).toThrow(
      'content/docs/salesforce/apex/x.yaml',
    );
  });
});

describe('loadApexClasses', () => {
  it('loads the bundled toolkit classes sorted by name, each with methods', () => {
    const classes = loadApexClasses();
    const names = classes.map((apexClass) => apexClass.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining(['Document', 'Envelope', 'EnvelopeService', 'Recipient']),
    );
    expect(classes.every((apexClass) => apexClass.methods.length > 0)).toBe(true);
  });

  it('returns no classes when the folder does not exist', () => {
    expect(loadApexClasses('/no/such/folder')).toEqual([]);
  });
});
