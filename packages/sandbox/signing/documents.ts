import type { FastifyReply } from 'fastify';
import { contentDisposition } from '@developer-center/http';
import type { SandboxContext } from '../context';
import { combinePdfs } from '../documents';
import { documentPdfs, findEnvelope } from '../esignature/envelopeStore';
import { certificateOf, pdfName } from '../esignature/read';
import type { SessionRow } from './sessions';

function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(fileName, 'inline'))
    .send(Buffer.from(bytes));
}

/**
 * A document of the session's envelope as it stands (stamped with what earlier signers
 * completed); a read-only view also downloads `combined` and the `certificate`.
 */
export async function sendSessionDocument(
  { db }: SandboxContext,
  session: SessionRow,
  documentId: string,
  reply: FastifyReply,
) {
  const envelope = await findEnvelope(db, session.account_id, session.envelope_id);
  const documents = envelope ? await documentPdfs(db, envelope.id) : [];
  if (envelope && session.kind === 'envelope') {
    if (documentId === 'certificate') {
      return sendPdf(reply, await certificateOf(db, envelope), 'Summary.pdf');
    }
    if (documentId === 'combined') {
      const combined = await combinePdfs(documents.map((document) => new Uint8Array(document.pdf)));
      return sendPdf(reply, combined, pdfName(envelope.email_subject || 'envelope'));
    }
  }
  const document = documents.find((candidate) => candidate.document_id === documentId);
  if (!document) {
    return reply
      .code(404)
      .send({ errorCode: 'DOCUMENT_DOES_NOT_EXIST', message: `No document ${documentId} here.` });
  }
  return sendPdf(reply, document.pdf, pdfName(document.name));
}
