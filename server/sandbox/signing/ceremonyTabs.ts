import { tabBoxSize } from '../documents';
import type { RecipientRow } from '../esignature/envelopeStore';

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

/** One of the recipient's tabs as the ceremony shows it and the finish checks it. */
export interface CeremonyTab {
  tabId: string;
  /** The recipient's tab list it sits in (`textTabs`), where its value is recorded. */
  list: string;
  tabType: string;
  documentId: string;
  pageNumber: number;
  /** The box in points from the page's top-left corner, as the stamp draws it. */
  x: number;
  y: number;
  width: number;
  height: number;
  input: TabInput;
  label: string;
  required: boolean;
  /** The value shown before the signer acts: the sender's, or the platform's for auto tabs. */
  value: string;
  selected: boolean;
  listItems?: { text: string; value: string }[];
  maxLength: number;
  format?: TabFormat;
  fontSize?: number;
}

const isTrue = (value: unknown) => value === true || String(value).toLowerCase() === 'true';
const isFalse = (value: unknown) => value === false || String(value).toLowerCase() === 'false';
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const TEXT_TYPES: Record<string, TabFormat | undefined> = {
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
const labelOf = (type: string) =>
  LABELS[type] ??
  type.charAt(0).toUpperCase() +
    type
      .slice(1)
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase();

function inputOf(type: string, tab: Record<string, unknown>): TabInput | undefined {
  if (type === 'signHere') return 'sign';
  if (type === 'initialHere') return 'initial';
  if (type === 'checkbox') return 'checkbox';
  if (type === 'list') return isTrue(tab.locked) ? 'auto' : 'list';
  if (type in TEXT_TYPES) return isTrue(tab.locked) ? 'auto' : 'text';
  if (AUTO_TYPES.includes(type)) return 'auto';
  return undefined;
}

/** The date a dateSigned tab shows: the platform's default US format, in UTC. */
export const signedDate = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
};

/** What the platform fills in for the recipient: their name, address, the signing date. */
function autoValue(
  type: string,
  tab: Record<string, unknown>,
  recipient: RecipientRow,
  now: number,
) {
  const [first = '', ...rest] = recipient.name.trim().split(/\s+/);
  const values: Record<string, string> = {
    fullName: recipient.name,
    firstName: first,
    lastName: rest.join(' '),
    emailAddress: recipient.email,
    dateSigned: signedDate(now),
  };
  return values[type] ?? text(tab.value);
}

/** `"Size11"` or `11` → 11 points. */
const fontSizeOf = (value: unknown) => Number(text(value).replace(/^Size/i, '')) || undefined;

/**
 * The recipient's tabs (placed, as stored), the ones the ceremony knows, in reading order:
 * by document, page, then top to bottom and left to right. Tab types it does not show (radio
 * groups, attachments, approve, ...) are left out, and so never required.
 */
export function ceremonyTabs(
  recipient: RecipientRow,
  documentOrder: string[],
  now: number,
): CeremonyTab[] {
  let stored: Record<string, Record<string, unknown>[]>;
  try {
    stored = JSON.parse(recipient.tabs) as typeof stored;
  } catch {
    stored = {};
  }
  const tabs: CeremonyTab[] = [];
  for (const [list, entries] of Object.entries(stored)) {
    if (!Array.isArray(entries)) continue;
    for (const tab of entries) {
      const type = text(tab.tabType) || list.replace(/Tabs$/, '');
      const input = inputOf(type, tab);
      if (!input) continue;
      const size = tabBoxSize(
        type,
        Number(tab.width) || undefined,
        Number(tab.height) || undefined,
      );
      const listItems = Array.isArray(tab.listItems)
        ? (tab.listItems as Record<string, unknown>[]).map((item) => ({
            text: text(item.text) || text(item.value),
            value: text(item.value) || text(item.text),
          }))
        : undefined;
      const selectedItem = listItems?.find((_item, index) =>
        isTrue((tab.listItems as Record<string, unknown>[])[index].selected),
      );
      tabs.push({
        tabId: text(tab.tabId),
        list,
        tabType: type,
        documentId: text(tab.documentId),
        pageNumber: Number(tab.pageNumber) || 1,
        x: Number(tab.xPosition) || 0,
        y: Number(tab.yPosition) || 0,
        ...size,
        input,
        label: text(tab.tabLabel).trim() || text(tab.tooltip).trim() || labelOf(type),
        required:
          input === 'sign' || input === 'initial'
            ? !isTrue(tab.optional)
            : input === 'checkbox'
              ? isTrue(tab.required)
              : input === 'auto'
                ? false
                : !isFalse(tab.required),
        value:
          input === 'auto'
            ? autoValue(type, tab, recipient, now)
            : input === 'list'
              ? (selectedItem?.value ?? text(tab.value))
              : type === 'email'
                ? text(tab.value) || recipient.email
                : text(tab.value),
        selected: isTrue(tab.selected),
        listItems,
        maxLength: Number(tab.maxLength) || 4000,
        format: TEXT_TYPES[type],
        fontSize: fontSizeOf(tab.fontSize),
      });
    }
  }
  const order = (id: string) => {
    const index = documentOrder.indexOf(id);
    return index === -1 ? documentOrder.length : index;
  };
  return tabs.sort(
    (a, b) =>
      order(a.documentId) - order(b.documentId) ||
      a.pageNumber - b.pageNumber ||
      a.y - b.y ||
      a.x - b.x,
  );
}
