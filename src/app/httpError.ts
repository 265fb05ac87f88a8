import type { AxiosError } from 'axios';

/**
 * True for a failed call of `http` (./http.ts): axios's own test, written here so that code on
 * every page can tell without loading axios.
 */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
