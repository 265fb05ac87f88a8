import { camelCase, pascalCase, snakeCase } from './names';

describe('names as the SDKs write them', () => {
  it('camel-cases snake, dotted and dashed names and keeps camel case as it is', () => {
    expect(camelCase('from_date')).toBe('fromDate');
    expect(camelCase('file.csv')).toBe('fileCsv');
    expect(camelCase('x-request-id')).toBe('xRequestId');
    expect(camelCase('startPosition')).toBe('startPosition');
    expect(camelCase('EnvelopeRecipients')).toBe('envelopeRecipients');
  });

  it('pascal-cases class names from schema and method names', () => {
    expect(pascalCase('envelopeDefinition')).toBe('EnvelopeDefinition');
    expect(pascalCase('listStatusChanges')).toBe('ListStatusChanges');
    expect(pascalCase('account_id')).toBe('AccountId');
  });

  it('snake-cases at every change from lower to upper case, runs of capitals kept together', () => {
    expect(snakeCase('envelopeDefinition')).toBe('envelope_definition');
    expect(snakeCase('documentBase64')).toBe('document_base64');
    expect(snakeCase('from_date')).toBe('from_date');
    expect(snakeCase('getUserDSProfile')).toBe('get_user_ds_profile');
    expect(snakeCase('IDCheckConfiguration')).toBe('id_check_configuration');
  });
});
