import type { RecipientRow } from '../../esignature/envelopeStore';

/** A stored recipient row with the given tabs (JSON as placeTabs stores it). */
export function recipientRow(
  tabs: Record<string, Record<string, unknown>[]>,
  overrides: Partial<RecipientRow> = {},
): RecipientRow {
  return {
    envelope_id: 'e1',
    recipient_id: '1',
    recipient_guid: 'g1',
    recipient_type: 'signer',
    routing_order: 1,
    name: 'Pat Q Signer',
    email: 'pat@example.test',
    client_user_id: 'c1',
    role_name: null,
    status: 'sent',
    sent_at: 1,
    delivered_at: null,
    signed_at: null,
    declined_at: null,
    declined_reason: null,
    tabs: JSON.stringify(tabs),
    extra: '{}',
    ...overrides,
  };
}

/** A tab placed on document 1, page 1. */
export const placed = (tabId: string, tabType: string, fields: Record<string, unknown> = {}) => ({
  tabId,
  tabType,
  documentId: '1',
  pageNumber: '1',
  xPosition: '100',
  yPosition: '200',
  ...fields,
});
