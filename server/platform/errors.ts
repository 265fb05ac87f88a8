/** Why a platform call failed; server/http/errors.ts turns each into a response. */
export type PlatformErrorKind = 'unavailable' | 'timeout' | 'rejected' | 'failed';

/** A platform call that did not produce the expected answer. */
export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    /** The platform's HTTP status, when it answered. */
    readonly status?: number,
    /** The platform's error code (`errorCode`, or OAuth `error`), when it gave one. */
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** The platform could not be reached (refused, reset, DNS). */
export const platformUnavailable = () =>
  new PlatformError('unavailable', 'The platform could not be reached');

/** The platform did not answer within the call's time limit. */
export const platformTimeout = () =>
  new PlatformError('timeout', 'The platform did not answer in time');

/** The platform refused the request (4xx) with its own message. */
export const platformRejected = (status: number, message: string, errorCode?: string) =>
  new PlatformError('rejected', message, status, errorCode);

/** The platform answered with a server error or an unreadable body. */
export const platformFailed = (status?: number) =>
  new PlatformError('failed', 'The platform answered with an error', status);

/** The platform's answer was larger than the server holds (a few MB): 502. */
export const platformTooLarge = () =>
  new PlatformError('failed', "The platform's answer is too large");
