import { tabBoxSize } from '../documents';
import { text } from '../esignature/call';
import type { RecipientRow } from '../esignature/envelopeStore';
import {
  inputOf,
  isTrue,
  labelOf,
  requiredOf,
  TEXT_TYPES,
  type TabFormat,
  type TabInput,
} from './tabKinds';

export { TAB_FORMATS, type TabFormat, type TabInput } from './tabKinds';

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
        required: requiredOf(input, tab),
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
