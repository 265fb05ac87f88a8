import { HttpError } from './errors';

/**
 * A preValidation hook refusing a JSON body field its schema does not name. Validation alone
 * would drop it silently (Fastify's Ajv removes additional properties), so a misspelt field
 * would look accepted; this answers 400 naming it.
 */
export function refuseUnknownFields(known: readonly string[], what: string) {
  return async (request: { body: unknown }) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((name) => !known.includes(name));
    if (unknown !== undefined) {
      throw new HttpError(400, `${unknown} is not a field of ${what}`, { field: unknown });
    }
  };
}
