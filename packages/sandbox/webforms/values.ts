import type { FormField } from './fields';

/** What a field holds once entered: text, a number, yes/no or choices (the spec's FormValue). */
export type FormValue = string | number | boolean | string[];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/** A value as text, for a tab and for the page (a list's first choice). */
export const valueText = (value: unknown): string =>
  Array.isArray(value) ? String(value[0] ?? '') : value === undefined ? '' : String(value);

/** A checkbox's state from what a client or the page sent (`true`, `"on"`, `["Yes"]`). */
export const isChecked = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value === true || value === 'true' || value === 'on';

/** What is wrong with the values for the form's fields, one message per field. */
export function valueProblems(
  fields: FormField[],
  values: Record<string, unknown>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (isEmpty(value)) {
      if (field.required) problems[field.name] = `${field.label} is required.`;
      continue;
    }
    const asText = valueText(value).trim();
    if (field.type === 'Email' && !EMAIL.test(asText)) {
      problems[field.name] = `${field.label} must be an email address.`;
    } else if (field.type === 'Number' && !Number.isFinite(Number(asText))) {
      problems[field.name] = `${field.label} must be a number.`;
    } else if (field.options && field.options.length > 0 && !field.options.includes(asText)) {
      problems[field.name] = `${field.label} must be one of: ${field.options.join(', ')}.`;
    }
  }
  return problems;
}
