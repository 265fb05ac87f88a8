import type { OperationModel, SchemaModel } from './model';
import { sampleValue } from './sample';

/** A sample of what the platform answers for a schema (write-only properties left out). */
export const sampleAnswer = (node: SchemaModel | undefined, schemas: Record<string, SchemaModel>) =>
  sampleValue(node, { leaveOut: 'writeOnly', schemas });

/** The success answer of an operation: its status and media (first 2xx, else 200 with nothing). */
export function successResponse(operation: OperationModel) {
  const response =
    operation.responses.find((candidate) => /^2\d\d$/.test(candidate.status)) ??
    operation.responses.find((candidate) => candidate.status === '2XX');
  const status = response && /^\d{3}$/.test(response.status) ? Number(response.status) : 200;
  const media = response?.content.find((m) => /json/i.test(m.contentType)) ?? response?.content[0];
  return { status, media };
}
