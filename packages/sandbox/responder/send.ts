import type { FastifyReply } from 'fastify';
import { contentDisposition } from '@developer-center/http';
import type { FileAnswer } from '../esignature';
import type { Answer } from '../resources/handler';

/** Sends an answer: JSON, nothing (204), or a file with the platform's content headers. */
export function sendAnswer(reply: FastifyReply, answer: Answer | FileAnswer, sampled = false) {
  reply.code(answer.status);
  if (sampled) reply.header('x-sandbox-sampled', 'true');
  if ('file' in answer && answer.file) {
    return reply
      .type(answer.file.contentType)
      .header('content-disposition', contentDisposition(answer.file.fileName, 'file'))
      .send(Buffer.from(answer.file.bytes));
  }
  if (answer.body === undefined) return reply.send();
  return reply.send(answer.body);
}
