import type { FastifyRequest } from 'fastify';
import type { IndexedApi, OperationModel } from '../../../lib/reference';
import { platformError } from '../esignature/errors';
import type { Answer } from '../resources/handler';
import { missingPart, multipartMedia, multipartPartNames } from './multipart';
import { checkBody, checkParameters } from './validate';

const invalid = (message: string) => platformError(400, 'INVALID_REQUEST_PARAMETER', message);

/**
 * The operation's parameters and body checked as the platform checks them (leniently where it
 * is lenient: see validate.ts); an answer for the first problem, undefined when all is well.
 * `checkBodySchema` false leaves the JSON body to a handler that reads it by its own rules.
 */
export async function checkRequest(
  api: IndexedApi,
  operation: OperationModel,
  params: Record<string, string>,
  query: Record<string, unknown>,
  request: FastifyRequest,
  checkBodySchema = true,
): Promise<Answer | undefined> {
  const pathViolation = checkParameters(api, operation, 'path', { ...params });
  if (pathViolation) return invalid(pathViolation.message);
  const queryViolation = checkParameters(api, operation, 'query', query);
  if (queryViolation) return invalid(queryViolation.message);
  if (!operation.requestBody) return undefined;
  const hasBody =
    request.body !== undefined && request.body !== null && !Buffer.isBuffer(request.body);
  if (operation.requestBody.required && request.body === undefined) {
    return invalid('The request body is required.');
  }
  if (hasBody && checkBodySchema) {
    const bodyViolation = checkBody(api, operation, request.body);
    if (bodyViolation) return invalid(bodyViolation.message);
  }
  // File uploads: the parts the operation requires must be there.
  const multipart = multipartMedia(operation.requestBody.content);
  const contentType = request.headers['content-type'] ?? '';
  if (multipart && Buffer.isBuffer(request.body) && /^multipart\//i.test(contentType)) {
    const parts = await multipartPartNames(request.body, contentType);
    if (!parts) return invalid('The multipart body could not be read.');
    const missing = missingPart(multipart, parts);
    if (missing) return invalid(`The field "${missing}" is required.`);
  }
  return undefined;
}
