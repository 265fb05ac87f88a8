import {
  headerValueError as contractHeaderValueError,
  MAX_PARAMETER_LENGTH,
  parameterValueError,
  TOO_LONG_MESSAGE,
} from '../../../lib/explorer/contract';

export const REQUIRED_MESSAGE = 'This field is required.';
export const GUID_MESSAGE =
  'Please enter a GUID (for example 3fa85f64-5717-4562-b3fc-2c963f66afa6).';
export const EMAIL_MESSAGE = 'Please enter an email address.';
export const INTEGER_MESSAGE = 'Please enter digits only.';

// docs/behaviour.md §5: the GUID, email and integer patterns.
export const GUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INTEGER_PATTERN = /^\d+$/;

/** What a parameter field is checked against. */
export interface FieldRule {
  required: boolean;
  type?: string;
  format?: string;
}

/** The first rule a parameter value breaks, or null when it may be sent. */
export function parameterError(value: string | undefined, rule: FieldRule): string | null {
  const text = value ?? '';
  if (text === '') return rule.required ? REQUIRED_MESSAGE : null;
  if (text.length > MAX_PARAMETER_LENGTH) return TOO_LONG_MESSAGE;
  if (rule.format === 'email') return EMAIL_PATTERN.test(text) ? null : EMAIL_MESSAGE;
  const problem = parameterValueError(text);
  if (problem) return problem;
  if (rule.format === 'uuid' && !GUID_PATTERN.test(text)) return GUID_MESSAGE;
  if ((rule.type === 'integer' || rule.format === 'integer') && !INTEGER_PATTERN.test(text)) {
    return INTEGER_MESSAGE;
  }
  return null;
}

/** A custom header's row needs a value, which follows the explorer contract's header rule. */
export function headerValueError(value: string): string | null {
  return value === '' ? REQUIRED_MESSAGE : contractHeaderValueError(value);
}
