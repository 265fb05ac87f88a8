// What GET /api/envelopes/{envelopeId} answers the browser (docs/behaviour.md §7): the fields
// of the eSignature API's envelope a page shows after a signing. Pure data: the browser imports it.

/** An envelope's state at a glance: its id, status and when it changed. */
export interface EnvelopeSummary {
  envelopeId: string;
  /** created, sent, delivered, completed, declined or voided. */
  status: string;
  emailSubject?: string;
  sentDateTime?: string;
  completedDateTime?: string;
  statusChangedDateTime?: string;
}

/** The file name of an envelope's completed PDF, as the quickstart projects save it. */
export const completedPdfName = (envelopeId: string) => `completed-${envelopeId}.pdf`;
