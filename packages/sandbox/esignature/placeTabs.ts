import { randomUUID } from 'node:crypto';
import { DocumentError, findAnchorsInDocuments, type AnchorOptions } from '../documents';
import { refuse } from './errors';

/** A tab placed on a page: where it sits and what the sender said of it. */
export type PlacedTabRecord = Record<string, unknown> & {
  tabId: string;
  documentId: string;
  pageNumber: string;
  xPosition: string;
  yPosition: string;
};

/** The platform's tab lists (`signHereTabs`) and the tab type each holds (`signHere`). */
export const tabTypeOf = (list: string) => list.replace(/Tabs$/, '');

/**
 * Gives every tab its place, as the platform does when it stores an envelope: a tab with an
 * anchor string lands at each occurrence of the string in the envelope's documents (one tab
 * per occurrence), any other one where the sender put it (page 1 by default). Each gets a tabId.
 */
export async function placeTabs(
  tabs: Record<string, Record<string, unknown>[]>,
  recipientId: string,
  documents: { documentId: string; pdfBytes: Uint8Array }[],
): Promise<Record<string, PlacedTabRecord[]>> {
  const placed: Record<string, PlacedTabRecord[]> = {};
  for (const [list, entries] of Object.entries(tabs)) {
    if (!list.endsWith('Tabs')) continue;
    placed[list] = [];
    for (const tab of entries) {
      const base = { ...tab, recipientId, tabType: tabTypeOf(list) };
      if (typeof tab.anchorString === 'string' && tab.anchorString !== '') {
        let found;
        try {
          found = await findAnchorsInDocuments(documents, tab as unknown as AnchorOptions);
        } catch (error) {
          if (error instanceof DocumentError) throw refuse(400, error.errorCode, error.message);
          throw error;
        }
        for (const place of found) {
          placed[list].push({
            ...base,
            tabId: randomUUID(),
            documentId: place.documentId,
            pageNumber: String(place.pageNumber),
            xPosition: String(Math.round(place.xPosition)),
            yPosition: String(Math.round(place.yPosition)),
          });
        }
        continue;
      }
      const documentId = String(tab.documentId ?? documents[0]?.documentId ?? '1');
      if (!documents.some((document) => document.documentId === documentId)) {
        throw refuse(
          400,
          'TAB_REFERS_TO_MISSING_DOCUMENT',
          `A ${tabTypeOf(list)} tab of recipient ${recipientId} refers to document ${documentId}, which the envelope does not have.`,
        );
      }
      placed[list].push({
        ...base,
        tabId: typeof tab.tabId === 'string' && tab.tabId ? tab.tabId : randomUUID(),
        documentId,
        pageNumber: String(Number(tab.pageNumber) || 1),
        xPosition: String(Number(tab.xPosition) || 0),
        yPosition: String(Number(tab.yPosition) || 0),
      });
    }
  }
  return placed;
}
