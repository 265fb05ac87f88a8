import { PDFDocument } from 'pdf-lib';
import { writeText, type TextBlock } from './textLayout';

/** One recipient's line of the certificate. Times are ISO 8601 strings. */
export interface CertificateRecipient {
  name: string;
  email: string;
  routingOrder: number | string;
  /** signer, carbonCopy, ... (the platform's recipient types). */
  recipientType?: string;
  status: string;
  sentDateTime?: string;
  deliveredDateTime?: string;
  signedDateTime?: string;
  declinedDateTime?: string;
  declinedReason?: string;
}

/** One entry of the envelope's history, oldest first. */
export interface CertificateEvent {
  dateTime: string;
  /** What happened, e.g. "Envelope sent", "Recipient signed". */
  action: string;
  /** Who did it (name and email), when someone did. */
  actor?: string;
  detail?: string;
}

/** What the certificate of completion shows about an envelope. */
export interface CertificateSummary {
  envelopeId: string;
  subject: string;
  sender: { name: string; email: string };
  status: string;
  createdDateTime: string;
  sentDateTime?: string;
  completedDateTime?: string;
  declinedDateTime?: string;
  voidedDateTime?: string;
  voidedReason?: string;
  recipients: CertificateRecipient[];
  events: CertificateEvent[];
}

/** ISO times as "2024-05-01 10:15:30 UTC"; anything unparsable as it came. */
export function formatTime(value: string | undefined): string {
  if (!value) return '';
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  return `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const field = (label: string, value: string | undefined): TextBlock[] =>
  value ? [{ text: `${label}: ${value}` }] : [];

function recipientBlocks(recipient: CertificateRecipient, index: number): TextBlock[] {
  const kind = recipient.recipientType ? ` · ${recipient.recipientType}` : '';
  return [
    { text: `${index + 1}. ${recipient.name} <${recipient.email}>`, style: 'bold', spaceBefore: 8 },
    { text: `Routing order ${recipient.routingOrder}${kind} · Status: ${recipient.status}` },
    ...field('Sent', formatTime(recipient.sentDateTime)),
    ...field('Viewed', formatTime(recipient.deliveredDateTime)),
    ...field('Signed', formatTime(recipient.signedDateTime)),
    ...field('Declined', formatTime(recipient.declinedDateTime)),
    ...field('Decline reason', recipient.declinedReason),
  ];
}

function eventBlock(event: CertificateEvent): TextBlock {
  const by = event.actor ? ` by ${event.actor}` : '';
  const detail = event.detail ? ` (${event.detail})` : '';
  return { text: `${formatTime(event.dateTime)} · ${event.action}${by}${detail}`, spaceBefore: 2 };
}

/** The envelope's certificate of completion as a PDF, as the platform's `certificate` download. */
export async function certificateOfCompletion(summary: CertificateSummary): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate Of Completion ${summary.envelopeId}`);
  doc.setProducer('Developer Center sandbox');
  await writeText(doc, [
    { text: 'Certificate Of Completion', style: 'heading' },
    { text: `Envelope Id: ${summary.envelopeId}`, spaceBefore: 12 },
    { text: `Subject: ${summary.subject}` },
    { text: `Sender: ${summary.sender.name} <${summary.sender.email}>` },
    { text: `Status: ${summary.status}` },
    { text: 'Envelope times', style: 'bold', spaceBefore: 12 },
    ...field('Created', formatTime(summary.createdDateTime)),
    ...field('Sent', formatTime(summary.sentDateTime)),
    ...field('Completed', formatTime(summary.completedDateTime)),
    ...field('Declined', formatTime(summary.declinedDateTime)),
    ...field('Voided', formatTime(summary.voidedDateTime)),
    ...field('Void reason', summary.voidedReason),
    { text: 'Recipients', style: 'bold', spaceBefore: 12 },
    ...summary.recipients.flatMap(recipientBlocks),
    { text: 'Envelope history', style: 'bold', spaceBefore: 12 },
    ...summary.events.map(eventBlock),
    {
      text: 'Issued by the Developer Center sandbox; not a legally binding record.',
      spaceBefore: 16,
    },
  ]);
  return doc.save();
}
