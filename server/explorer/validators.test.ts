/** @jest-environment node */
import {
  CONTROL_CHARACTERS_MESSAGE,
  CUSTOM_HEADER_NAMES,
  PARAMETER_MESSAGE,
  TOO_LONG_MESSAGE,
} from '../../lib/explorer/contract';
import { ExplorerInputError } from './explorerError';
import { checkCustomHeaders, checkMediaType, checkPathValue, checkQueryValue } from './validators';

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ExplorerInputError) return error.field;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('explorer validators', () => {
  it('accepts the spec character set in path values', () => {
    expect(checkPathValue('p', 'aZ09-._?:=$+!*()&@,;')).toBe('aZ09-._?:=$+!*()&@,;');
    expect(checkPathValue('p', 42)).toBe('42');
  });

  it('refuses other characters with the spec message', () => {
    expect(() => checkPathValue('p', 'a/b')).toThrow(PARAMETER_MESSAGE);
    expect(() => checkPathValue('p', '')).toThrow('p is required');
  });

  it('query values: bounded, no control characters, arrays allowed', () => {
    expect(checkQueryValue('q', ['a', 1, true])).toEqual(['a', '1', 'true']);
    expect(fieldOf(() => checkQueryValue('q', 'a\u0000'))).toBe('q');
    expect(fieldOf(() => checkQueryValue('q', 'a'.repeat(1001)))).toBe('q');
    expect(fieldOf(() => checkQueryValue('q', 'a\u2028'))).toBe('q');
  });

  it('custom headers: only the fixed list, canonical names, no CR/LF', () => {
    expect(checkCustomHeaders({ 'x-docusign-edit': 'true' })).toEqual({
      'X-DocuSign-Edit': 'true',
    });
    expect(CUSTOM_HEADER_NAMES).toContain('X-DocuSign-Act-On-Behalf');
    expect(fieldOf(() => checkCustomHeaders({ Host: 'evil.test' }))).toBe(
      'customHeaderParameters.Host',
    );
    expect(fieldOf(() => checkCustomHeaders({ Authorization: 'Bearer x' }))).toBe(
      'customHeaderParameters.Authorization',
    );
    expect(fieldOf(() => checkCustomHeaders({ 'X-DocuSign-Edit': 'a\r\nX-Evil: 1' }))).toBe(
      'customHeaderParameters.X-DocuSign-Edit',
    );
    expect(fieldOf(() => checkCustomHeaders({ 'X-DocuSign-Edit': { a: 1 } }))).toBe(
      'customHeaderParameters.X-DocuSign-Edit',
    );
  });

  it('answers with the messages of the explorer contract, as the browser shows them', () => {
    expect(() => checkPathValue('p', 'a'.repeat(1001))).toThrow(TOO_LONG_MESSAGE);
    expect(() => checkQueryValue('q', 'a\n')).toThrow(CONTROL_CHARACTERS_MESSAGE);
    expect(() => checkCustomHeaders({ 'Accept-Language': 'en\u0085' })).toThrow(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(checkCustomHeaders({ 'Accept-Language': 'fr-CH, fr;q=0.9 (ü)' })).toEqual({
      'Accept-Language': 'fr-CH, fr;q=0.9 (ü)',
    });
  });

  it('media types: plain types with parameters, lists for accept', () => {
    expect(checkMediaType('contentType', 'application/json; charset=utf-8')).toBe(
      'application/json; charset=utf-8',
    );
    expect(checkMediaType('accept', 'application/json, */*;q=0.8', true)).toBe(
      'application/json, */*;q=0.8',
    );
    expect(checkMediaType('contentType', undefined)).toBeUndefined();
    expect(fieldOf(() => checkMediaType('contentType', 'application/json\r\nX-Evil: 1'))).toBe(
      'contentType',
    );
    expect(fieldOf(() => checkMediaType('contentType', 'json'))).toBe('contentType');
  });
});
