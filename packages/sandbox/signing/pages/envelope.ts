import { escapeHtml } from '../../../../lib/htmlText';
import type { DocumentMeta, EnvelopeRow, RecipientRow } from '../../esignature/envelopeStore';
import { pdfName } from '../../esignature/read';
import { signingPage } from './layout';

const when = (ms: number | null) =>
  ms === null ? '—' : `${new Date(Number(ms)).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

const STATUS_NAMES: Record<string, string> = {
  created: 'Draft',
  sent: 'Sent',
  delivered: 'Delivered',
  completed: 'Completed',
  declined: 'Declined',
  voided: 'Voided',
};
const statusName = (status: string) => STATUS_NAMES[status] ?? status;

function recipientRow(recipient: RecipientRow): string {
  const cells = [
    String(recipient.routing_order),
    recipient.name,
    recipient.email,
    recipient.recipient_type,
    statusName(recipient.status) +
      (recipient.declined_reason ? ` (${recipient.declined_reason})` : ''),
    when(recipient.signed_at ?? recipient.declined_at),
  ];
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

function documentItem(document: DocumentMeta): string {
  const pages = (JSON.parse(document.pages) as unknown[]).length;
  return `<li><a href="documents/${encodeURIComponent(document.document_id)}" download="${escapeHtml(pdfName(document.name))}">${escapeHtml(document.name)}</a> <span class="muted">(PDF, ${pages} ${pages === 1 ? 'page' : 'pages'})</span></li>`;
}

/**
 * The read-only view of an envelope (sender and correct views, a signed recipient's view): its
 * status, recipients in routing order with theirs, and its documents to download as they stand.
 */
export function envelopePage(options: {
  prefix: string;
  envelope: EnvelopeRow;
  sender: { userName: string; email: string };
  recipients: RecipientRow[];
  documents: DocumentMeta[];
  note: string;
}): string {
  const { envelope } = options;
  const subject = envelope.email_subject || 'Envelope';
  const facts: [string, string][] = [
    ['Status', statusName(envelope.status)],
    ['Sender', `${options.sender.userName} <${options.sender.email}>`],
    ['Sent', when(envelope.sent_at)],
    ['Completed', when(envelope.completed_at)],
    ['Envelope ID', envelope.id],
  ];
  if (envelope.voided_reason) facts.push(['Voided because', envelope.voided_reason]);
  return signingPage({
    prefix: options.prefix,
    title: subject,
    body: `<main class="envelope">
<p class="brand">Developer Sandbox · Envelope</p>
<h1>${escapeHtml(subject)}</h1>
<p class="muted">${escapeHtml(options.note)}</p>
<dl class="facts">${facts.map(([name, value]) => `<div><dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
<h2 id="recipients-title">Recipients</h2>
<div class="table-wrap" role="region" aria-labelledby="recipients-title" tabindex="0">
<table>
<thead><tr><th scope="col">Order</th><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">Signed or declined</th></tr></thead>
<tbody>${options.recipients.map(recipientRow).join('')}</tbody>
</table>
</div>
<h2>Documents</h2>
<ul class="documents">${options.documents.map(documentItem).join('')}
<li><a href="documents/combined" download="${escapeHtml(pdfName(subject))}">All documents in one PDF</a></li>
<li><a href="documents/certificate" download="Summary.pdf">Certificate of completion</a></li>
</ul>
<form method="post" action="close"><button type="submit" class="primary">Close</button></form>
</main>`,
  });
}
