import { VALUE_TAB_TYPES, type PlacedTab, type ValueTab } from '../documents';
import type { CeremonyTab } from './ceremonyTabs';
import type { CompletedTabs } from './finishValues';

const VALUE_TYPES: readonly string[] = VALUE_TAB_TYPES;

/**
 * What the finish stamps into each document, by documentId: signed signatures and initials,
 * every checkbox (ticked or not: the document shows the box), and the text of every value tab
 * that has one. Unsigned optional signatures leave the page as it was.
 */
export function stampsByDocument(
  tabs: CeremonyTab[],
  completed: CompletedTabs,
): Map<string, PlacedTab[]> {
  const byDocument = new Map<string, PlacedTab[]>();
  for (const tab of tabs) {
    const value = completed.values.get(tab.tabId) ?? '';
    const place = {
      pageNumber: tab.pageNumber,
      xPosition: tab.x,
      yPosition: tab.y,
      width: tab.width,
      height: tab.height,
    };
    let stamp: PlacedTab | undefined;
    if (tab.tabType === 'signHere' || tab.tabType === 'initialHere') {
      if (value === 'true' && completed.signature) {
        stamp = { ...place, tabType: tab.tabType, signature: completed.signature };
      }
    } else if (tab.tabType === 'checkbox') {
      stamp = { ...place, tabType: 'checkbox', selected: value === 'true' };
    } else if (VALUE_TYPES.includes(tab.tabType) && value !== '') {
      stamp = {
        ...place,
        tabType: tab.tabType as ValueTab['tabType'],
        value,
        fontSize: tab.fontSize,
      };
    }
    if (!stamp) continue;
    byDocument.set(tab.documentId, [...(byDocument.get(tab.documentId) ?? []), stamp]);
  }
  return byDocument;
}

/**
 * The recipient's tabs JSON with what was completed written in, as the platform lists a
 * signed recipient's tabs: each tab's `value`, checkboxes' `selected`, signatures' `status`.
 */
export function recordedTabs(storedTabs: string, completed: CompletedTabs): string {
  let stored: Record<string, Record<string, unknown>[]>;
  try {
    stored = JSON.parse(storedTabs) as typeof stored;
  } catch {
    return storedTabs;
  }
  for (const entries of Object.values(stored)) {
    if (!Array.isArray(entries)) continue;
    for (const tab of entries) {
      const value = completed.values.get(String(tab.tabId));
      if (value === undefined) continue;
      if (tab.tabType === 'checkbox') tab.selected = value;
      else if (tab.tabType === 'signHere' || tab.tabType === 'initialHere')
        tab.status = value === 'true' ? 'signed' : 'active';
      else tab.value = value;
    }
  }
  return JSON.stringify(stored);
}
