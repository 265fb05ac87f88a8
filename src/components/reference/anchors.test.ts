import {
  additionalPropertiesAnchor,
  anchorAncestors,
  anchorSegment,
  fieldAnchor,
  mediaAnchor,
  parameterAnchor,
  responseAnchor,
  variantAnchor,
} from './anchors';

test('parameters are named by location and name, so a header and a query of one name differ', () => {
  expect(parameterAnchor({ in: 'query', name: 'from_date' })).toBe('param-query-from_date');
  expect(parameterAnchor({ in: 'header', name: 'X-Request-Id' })).toBe('param-header-X-Request-Id');
  expect(parameterAnchor({ in: 'path', name: 'accountId' })).not.toBe(
    parameterAnchor({ in: 'query', name: 'accountId' }),
  );
});

test('body and response fields are named by their path, arrays and allOf being transparent', () => {
  const signers = fieldAnchor(fieldAnchor(mediaAnchor('body', 0), 'recipients'), 'signers');
  expect(fieldAnchor(signers, 'email')).toBe('body-recipients-signers-email');
  expect(responseAnchor('201')).toBe('response-201');
  expect(fieldAnchor(mediaAnchor(responseAnchor('201'), 0), 'envelopeId')).toBe(
    'response-201-envelopeId',
  );
  expect(responseAnchor('4XX')).toBe('response-4XX');
  expect(responseAnchor('default')).toBe('response-default');
});

test('variants, additional properties and further media types get their own segment', () => {
  expect(fieldAnchor(variantAnchor('body-payment', 1), 'cardNumber')).toBe(
    'body-payment~2-cardNumber',
  );
  expect(fieldAnchor(additionalPropertiesAnchor('body-metadata'), 'value')).toBe(
    'body-metadata-*-value',
  );
  expect(fieldAnchor(mediaAnchor('body', 1), 'file')).toBe('body@2-file');
  expect(mediaAnchor('response-200', 2)).toBe('response-200@3');
});

test('a segment keeps letters, digits, _ . $ - and writes any other character as _<hex>_', () => {
  expect(anchorSegment('emailNotification')).toBe('emailNotification');
  expect(anchorSegment('$ref.v2_x-y')).toBe('$ref.v2_x-y');
  expect(anchorSegment('a b')).toBe('a_20_b');
  expect(anchorSegment('café')).toBe('caf_e9_');
  expect(anchorSegment('a~1')).toBe('a_7e_1'); // never mistaken for a variant
  expect(anchorSegment('#x')).toBe('_23_x');
  // valid as an HTML id (no white space) and as a URL fragment written as is (RFC 3986 pchar)
  for (const name of ['a b', 'ünï', 'x/y?z', '"q"', '<tag>', '%41', 'tab\there']) {
    const id = fieldAnchor(variantAnchor(additionalPropertiesAnchor('body@2'), 0), name);
    expect(id).toMatch(/^[A-Za-z0-9_.$*~@-]+$/);
  }
});

test('distinct paths give distinct ids', () => {
  const ids = [
    fieldAnchor('body', 'a b'),
    fieldAnchor('body', 'a_b'),
    fieldAnchor('body', 'a.b'),
    fieldAnchor(variantAnchor('body', 0), 'x'),
    fieldAnchor(variantAnchor('body', 1), 'x'),
    fieldAnchor(additionalPropertiesAnchor('body'), 'x'),
    fieldAnchor('body', 'x'),
    fieldAnchor(mediaAnchor('body', 1), 'x'),
  ];
  expect(new Set(ids).size).toBe(ids.length);
});

test('the rows to open for a deep link: every field on the path, outermost first', () => {
  expect(anchorAncestors('body-recipients-signers-email')).toEqual([
    'body',
    'body-recipients',
    'body-recipients-signers',
  ]);
  expect(anchorAncestors('response-201-envelopeId')).toEqual(['response', 'response-201']);
  expect(anchorAncestors('param-query-from_date')).toEqual(['param', 'param-query']);
  expect(anchorAncestors('body')).toEqual([]);
  expect(anchorAncestors('')).toEqual([]);
});

test('a variant on the path opens the field that holds it and names the variant', () => {
  expect(anchorAncestors('body-payment~2-card-number')).toEqual([
    'body',
    'body-payment',
    'body-payment~2',
    'body-payment~2-card',
  ]);
  expect(anchorAncestors('body-metadata-*-value')).toEqual([
    'body',
    'body-metadata',
    'body-metadata-*',
  ]);
});
