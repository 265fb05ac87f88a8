import { postClientEvent } from './api';

/** The telemetry events of the app's own errors (docs/behaviour.md §7, /api/client-otel-metrics). */
export const CLIENT_ERROR_EVENTS = {
  error: 'Client Error',
  rejection: 'Unhandled Rejection',
  saga: 'Saga Stopped',
} as const;
type ClientErrorEvent = (typeof CLIENT_ERROR_EVENTS)[keyof typeof CLIENT_ERROR_EVENTS];

/** At most this many error events leave one page load; the same error is sent once. */
export const MAX_ERROR_EVENTS = 10;
const MAX_MESSAGE = 500;

let sent = 0;
const seen = new Set<string>();

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: typeof error === 'string' ? error : String(error) };
}

/**
 * Reports an error of the page to the telemetry route, besides the console: bounded (ten a page
 * load) and deduplicated (by event, name and message). Never throws.
 */
export function reportClientError(
  event: ClientErrorEvent,
  error: unknown,
  globalUserUuid: string | null,
): void {
  const { name, message } = describe(error);
  const key = `${event}|${name}|${message}`;
  if (seen.has(key) || sent >= MAX_ERROR_EVENTS) return;
  seen.add(key);
  sent += 1;
  postClientEvent({
    eventSource: event,
    eventData: { name, message: message.slice(0, MAX_MESSAGE), path: window.location.pathname },
    globalUserUuid,
  }).catch(() => undefined);
}

/** Errors and unhandled rejections of the page reach telemetry; installed once, on client entry. */
export function installClientErrorReporting(globalUserUuid: () => string | null): void {
  window.addEventListener('error', (event) =>
    reportClientError(CLIENT_ERROR_EVENTS.error, event.error ?? event.message, globalUserUuid()),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError(CLIENT_ERROR_EVENTS.rejection, event.reason, globalUserUuid()),
  );
}

/** Tests start each page load afresh. */
export function resetClientErrorReporting(): void {
  sent = 0;
  seen.clear();
}
