import type { ExampleModel, OperationModel } from '../../../lib/reference/model';
import { isMultipartType } from './multipart/multipartFields';
import { sendsBody } from './explorerRequest';
import { parameterError } from './validation';

/** What the explorer opens with, and what Reset goes back to: the page's own example. */
export interface StartingRequest {
  /** The request body example (JSON), or {} when the operation has none to show. */
  bodyParams: unknown;
  /** Query parameters whose example a first call sends (as the page's samples do). */
  queryParameters: Record<string, string>;
}

/** The request body examples the method page shows (the spec's, else one made from the schema). */
export function bodyExamples(operation: OperationModel): ExampleModel[] {
  const media = operation.requestBody?.content[0];
  // A file upload's form cannot hold an example's file; a body sent as bytes is no JSON.
  if (!media || !sendsBody(operation) || isMultipartType(media.contentType)) return [];
  if (media.binary || !/json/i.test(media.contentType)) return [];
  return media.examples.filter(
    (example) => typeof example.value === 'object' && example.value !== null,
  );
}

/**
 * A query parameter is filled in when the page's samples send it (lib/samples/sampleModel.ts: a
 * required one with an example, or one with an example of its own, which a first call needs,
 * e.g. listStatusChanges' from_date) and its example passes the explorer's rule, so a ready
 * request is never blocked by its own example.
 */
function exampleQuery(operation: OperationModel): Record<string, string> {
  const filled: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const value = parameter.required
      ? (parameter.example ?? parameter.schema.example)
      : parameter.example;
    if (value === undefined || value === null || typeof value === 'object') continue;
    const text = String(value);
    const rule = { required: false, type: parameter.schema.type, format: parameter.schema.format };
    if (parameterError(text, rule) === null) filled.push([parameter.name, text]);
  }
  return Object.fromEntries(filled);
}

/** The request the explorer starts from on this operation, with example `index` as its body. */
export function startingRequest(operation: OperationModel, index = 0): StartingRequest {
  const examples = bodyExamples(operation);
  const example = examples[Math.min(index, examples.length - 1)];
  return {
    // A copy: the store freezes what it holds, and the page's data must stay its own.
    bodyParams: example ? JSON.parse(JSON.stringify(example.value)) : {},
    queryParameters: exampleQuery(operation),
  };
}
