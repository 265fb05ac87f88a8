import { isHttpError } from '../../app/httpError';

/** Text of an error toast (docs/behaviour.md §8): the response statusText, else the error message. */
export function errorToastText(error: unknown): string {
  if (isHttpError(error) && error.response?.statusText) return error.response.statusText;
  if (isStatusTextHolder(error) && error.response.statusText) return error.response.statusText;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again later.';
}

function isStatusTextHolder(error: unknown): error is { response: { statusText?: string } } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'response' in error &&
    typeof (error as { response: unknown }).response === 'object' &&
    (error as { response: unknown }).response !== null
  );
}
