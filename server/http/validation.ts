import type { FastifyError } from 'fastify';

/** Turns an Ajv failure into the field it concerns and a sentence that names it. */
export function validationFailure(error: FastifyError): { field: string; message: string } {
  const [first] = error.validation ?? [];
  const context = error.validationContext ?? 'body';
  if (!first) return { field: context, message: error.message };
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = path ? `${path}.${params.missingProperty}` : params.missingProperty;
    return { field, message: `${field} is required` };
  }
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    const field = path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
    return { field, message: `${field} is not allowed` };
  }
  const field = path || context;
  return { field, message: `${field} ${first.message ?? 'is invalid'}` };
}
