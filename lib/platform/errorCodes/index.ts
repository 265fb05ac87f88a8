// The platform's error codes as the embedded platform answers them: one list that the error codes
// page (/platform/error-codes/) and its search documents are generated from, and that a test
// holds against every code the sandbox's source can answer, so the page cannot drift from it.
import { API_ERROR_CODES } from './apiErrors';
import { OAUTH_ERROR_CODES } from './oauthErrors';

/** Where a developer meets a code: the page's sections, in this order. */
export const ERROR_AREAS = [
  'Requests',
  'Authentication and permissions',
  'Envelopes',
  'Documents and tabs',
  'Recipients and signing',
  'Connect webhooks',
  'Click',
  'Admin',
  'Rooms',
  'Web Forms',
  'Maestro',
  'Connected Fields',
  'OAuth',
] as const;
export type ErrorArea = (typeof ERROR_AREAS)[number];

/** One code: what the answer says (`errorCode`, or OAuth's `error`), why, and what to do. */
export interface PlatformErrorCode {
  code: string;
  /** The HTTP status it comes with (OAuth's redirect errors: 302, to the redirect URI). */
  status: number;
  area: ErrorArea;
  /** What went wrong, in a sentence or two. */
  meaning: string;
  /** What to change so the call succeeds. */
  fix: string;
  /** The pages that help, as [title, site path]. */
  see?: [string, string][];
}

export { API_ERROR_CODES, OAUTH_ERROR_CODES };

/** Every code, in the page's order: areas as listed, codes as written in each list. */
export const PLATFORM_ERROR_CODES: readonly PlatformErrorCode[] = ERROR_AREAS.flatMap((area) =>
  [...API_ERROR_CODES, ...OAUTH_ERROR_CODES].filter((entry) => entry.area === area),
);

/** The reason phrase of a status, as the page shows it: "401 Unauthorized". */
export const STATUS_TEXT: Record<number, string> = {
  302: 'Found (a redirect)',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
