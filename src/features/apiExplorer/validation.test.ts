import {
  CONTROL_CHARACTERS_MESSAGE,
  MAX_PARAMETER_LENGTH,
  PARAMETER_MESSAGE,
  TOO_LONG_MESSAGE,
} from '../../../lib/explorer/contract';
import {
  EMAIL_MESSAGE,
  GUID_MESSAGE,
  INTEGER_MESSAGE,
  REQUIRED_MESSAGE,
  headerValueError,
  parameterError,
} from './validation';

const text = { required: false, type: 'string' };

describe('parameterError (docs/behaviour.md §5)', () => {
  it('accepts letters, digits and the listed special characters', () => {
    expect(parameterError('abc-XYZ_09.?:=$+!*()&@,;', text)).toBeNull();
  });

  it.each([' ', '/', '\\', '#', '%', '<', '"', "'", '\n', 'é'])('refuses %j', (character) => {
    expect(parameterError(`a${character}b`, text)).toBe(PARAMETER_MESSAGE);
  });

  it('uses the exact message of the spec', () => {
    expect(PARAMETER_MESSAGE).toBe(
      'Please use letters, numbers, and valid special characters (-._?:=$+!*()&@,+).',
    );
  });

  it('limits values to 1000 characters', () => {
    expect(parameterError('a'.repeat(MAX_PARAMETER_LENGTH), text)).toBeNull();
    expect(parameterError('a'.repeat(MAX_PARAMETER_LENGTH + 1), text)).toBe(TOO_LONG_MESSAGE);
  });

  it('requires required fields, and lets optional ones stay empty', () => {
    expect(parameterError('', { required: true })).toBe(REQUIRED_MESSAGE);
    expect(parameterError(undefined, { required: true })).toBe(REQUIRED_MESSAGE);
    expect(parameterError('', { required: false })).toBeNull();
  });

  it('checks GUIDs, emails and integers by the schema format', () => {
    const guid = { required: true, format: 'uuid' };
    expect(parameterError('6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b', guid)).toBeNull();
    expect(parameterError('6b1e3f2a-4c5d-4e8f-9a0b', guid)).toBe(GUID_MESSAGE);
    const email = { required: true, format: 'email' };
    expect(parameterError('ann@example.test', email)).toBeNull();
    expect(parameterError('ann@', email)).toBe(EMAIL_MESSAGE);
    const integer = { required: false, type: 'integer' };
    expect(parameterError('42', integer)).toBeNull();
    expect(parameterError('4.2', integer)).toBe(INTEGER_MESSAGE);
    expect(parameterError('-1', integer)).toBe(INTEGER_MESSAGE);
  });
});

describe('headerValueError', () => {
  it('refuses empty values and line breaks', () => {
    expect(headerValueError('en-US')).toBeNull();
    expect(headerValueError('')).toBe(REQUIRED_MESSAGE);
    expect(headerValueError('a\r\nSet-Cookie: x')).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('follows the same rule as the server: C1 controls and Unicode line separators too', () => {
    expect(headerValueError('a\u0085b')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(headerValueError('a\u2028b')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(headerValueError('fr-CH, fr;q=0.9, en;q=0.8 (ünïcödé)')).toBeNull();
    expect(headerValueError('a'.repeat(MAX_PARAMETER_LENGTH + 1))).toBe(TOO_LONG_MESSAGE);
  });
});
