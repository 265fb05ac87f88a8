// What the API Explorer's UI and the server agree on (docs/behaviour.md §5, 7 and 8). Pure data, no
// Node imports, so the browser bundle may import it too.

/** Custom headers the explorer may send (docs/behaviour.md §5: names come from a fixed list). */
export const CUSTOM_HEADER_NAMES = [
  'X-DocuSign-Edit',
  'X-DocuSign-Act-On-Behalf',
  'X-DocuSign-Query-Timeout',
  'X-DocuSign-Cache-Control',
  'X-DocuSign-Return-Envelope-Url',
  'Accept-Language',
] as const;

/** docs/behaviour.md §5: letters, digits and - . _ ? : = $ + ! * ( ) & @ , ; */
export const PARAMETER_PATTERN = /^[A-Za-z0-9\-._?:=$+!*()&@,;]*$/;
export const PARAMETER_MESSAGE =
  'Please use letters, numbers, and valid special characters (-._?:=$+!*()&@,+).';
/** docs/behaviour.md §5: API Explorer maximum string length. */
export const MAX_PARAMETER_LENGTH = 1000;
export const TOO_LONG_MESSAGE = `Please use at most ${MAX_PARAMETER_LENGTH} characters.`;

/**
 * Control characters (C0, DEL, C1: Unicode's Cc) and the Unicode line and paragraph separators: a
 * header or query value holding one could split or smuggle a header, so neither side lets it
 * through.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
export const CONTROL_CHARACTERS_MESSAGE = 'Line breaks and control characters are not allowed.';

/** The rule of a path or header parameter's value (docs/behaviour.md §5); null when it may be sent. */
export function parameterValueError(value: string): string | null {
  if (value.length > MAX_PARAMETER_LENGTH) return TOO_LONG_MESSAGE;
  return PARAMETER_PATTERN.test(value) ? null : PARAMETER_MESSAGE;
}

/**
 * The rule of a custom header's value: any printable text (a language list, a URL), at most
 * 1000 characters, never a line break or another control character; null when it may be sent.
 */
export function headerValueError(value: string): string | null {
  if (value.length > MAX_PARAMETER_LENGTH) return TOO_LONG_MESSAGE;
  return CONTROL_CHARACTERS.test(value) ? CONTROL_CHARACTERS_MESSAGE : null;
}

/** Request bodies the explorer forwards; larger ones get 413. */
export const EXPLORER_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
/** Time the platform has to answer before the explorer answers 504. */
export const EXPLORER_TIMEOUT_MS = 30_000;

/** docs/behaviour.md §8: names of the status codes 200 to 503. */
export const STATUS_NAMES: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The answer of POST /api/api-explorer. */
export interface ExplorerResponse {
  status: number;
  statusText: string;
  durationMs: number;
  headers: Record<string, string>;
  body: unknown;
  binary?: { contentType: string; base64: string; fileName: string };
}
