// The tab types the ceremony knows: how the signer completes each, its name, whether it is
// required by default (the platform's defaults) and the form of its text.

/** How the signer completes a tab: signs it, initials it, types, ticks, picks, or nothing. */
export type TabInput = 'sign' | 'initial' | 'text' | 'checkbox' | 'list' | 'auto';

/** What a text tab's value must look like, by its type. */
export type TabFormat = 'number' | 'zip' | 'ssn' | 'date' | 'email';

/**
 * Each format's pattern (a regular expression's source, so the ceremony's page checks as the
 * finish does) and what to tell the signer when a value does not match it.
 */
export const TAB_FORMATS: Record<TabFormat, { pattern: string; message: string }> = {
  number: { pattern: '^-?\\d+([.,]\\d+)?$', message: 'must be a number' },
  zip: { pattern: '^\\d{5}(-?\\d{4})?$', message: 'must be a ZIP code (5 or 9 digits)' },
  ssn: { pattern: '^\\d{3}-?\\d{2}-?\\d{4}$', message: 'must be nine digits' },
  date: {
    pattern: '^(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4})$',
    message: 'must be a date (MM/DD/YYYY)',
  },
  email: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'must be an email address' },
};

export const isTrue = (value: unknown) => value === true || String(value).toLowerCase() === 'true';
const isFalse = (value: unknown) => value === false || String(value).toLowerCase() === 'false';

/** Text tabs the signer types, with the form their value must have. */
export const TEXT_TYPES: Record<string, TabFormat | undefined> = {
  text: undefined,
  company: undefined,
  title: undefined,
  number: 'number',
  zip: 'zip',
  ssn: 'ssn',
  date: 'date',
  email: 'email',
};
const AUTO_TYPES = [
  'fullName',
  'firstName',
  'lastName',
  'emailAddress',
  'dateSigned',
  'formula',
  'note',
];
const LABELS: Record<string, string> = {
  signHere: 'Sign here',
  initialHere: 'Initial here',
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'Email address',
  dateSigned: 'Date signed',
  zip: 'ZIP code',
  ssn: 'Social Security number',
};
/** A tab's name for the signer when the sender gave it no label. */
export const labelOf = (type: string) =>
  LABELS[type] ??
  type.charAt(0).toUpperCase() +
    type
      .slice(1)
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase();

/** How the signer completes a tab of this type; undefined for types the ceremony does not show. */
export function inputOf(type: string, tab: Record<string, unknown>): TabInput | undefined {
  if (type === 'signHere') return 'sign';
  if (type === 'initialHere') return 'initial';
  if (type === 'checkbox') return 'checkbox';
  if (type === 'list') return isTrue(tab.locked) ? 'auto' : 'list';
  if (type in TEXT_TYPES) return isTrue(tab.locked) ? 'auto' : 'text';
  if (AUTO_TYPES.includes(type)) return 'auto';
  return undefined;
}

/**
 * Whether the signer must complete a tab, by the platform's defaults: signatures unless
 * `optional`, checkboxes only when `required: "true"`, text and lists unless `required: "false"`.
 */
export function requiredOf(input: TabInput, tab: Record<string, unknown>): boolean {
  if (input === 'sign' || input === 'initial') return !isTrue(tab.optional);
  if (input === 'checkbox') return isTrue(tab.required);
  return input !== 'auto' && !isFalse(tab.required);
}
