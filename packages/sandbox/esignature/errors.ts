import type { Answer } from '../resources/handler';

/** An answer in the eSignature API's error shape: `{ errorCode, message }`. */
export const platformError = (status: number, errorCode: string, message: string): Answer => ({
  status,
  body: { errorCode, message },
});

/** Thrown inside a transaction to roll it back and answer the platform's error. */
export class PlatformRefusal extends Error {
  constructor(readonly answer: Answer) {
    super((answer.body as { message: string }).message);
  }
}

export const refuse = (status: number, errorCode: string, message: string) =>
  new PlatformRefusal(platformError(status, errorCode, message));

export const envelopeMissing = (envelopeId: string) =>
  platformError(
    404,
    'ENVELOPE_DOES_NOT_EXIST',
    `The envelope ${envelopeId} does not exist in this account.`,
  );
