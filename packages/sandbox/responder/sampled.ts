import {
  sampleAnswer,
  successResponse,
  type IndexedApi,
  type OperationModel,
} from '../../../lib/reference';
import type { Answer } from '../resources/handler';
import type { FileAnswer } from '../esignature';
import { samplePdf } from './pdf';

/**
 * The answer of an operation no state can be derived for (an action without a resource, a
 * read-only report): the spec's first example, else a sample of the response schema; binary
 * answers are a small valid PDF. Marked `X-Sandbox-Sampled: true`, so callers can tell.
 */
export function sampledAnswer(api: IndexedApi, operation: OperationModel): Answer | FileAnswer {
  const { status, media } = successResponse(operation);
  if (!media || status === 204) return { status };
  if (media.binary) {
    return {
      status,
      file: {
        bytes: samplePdf(operation.name),
        contentType: 'application/pdf',
        fileName: 'document.pdf',
      },
    };
  }
  const example = media.examples[0]?.value;
  return {
    status,
    body: example !== undefined ? example : sampleAnswer(media.schema, api.model.schemas),
  };
}
