import { REDACTED, redactPath } from './secretPaths';
import { isSecretName } from './secretNames';

/** The query with the values of secret-named parameters (secretNames.ts) replaced. */
export function redactQuery(query: string): string {
  if (!query.includes('=')) return query;
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const rawName = pair.slice(0, equals);
      let name = rawName;
      if (/[%+]/.test(rawName)) {
        try {
          name = decodeURIComponent(rawName.replace(/\+/g, ' '));
        } catch {
          // An undecodable name is judged as sent.
        }
      }
      return isSecretName(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL (or a request's path and query) as a log line may hold it: secret path segments
 * (secretPaths.ts) and the values of secret query parameters replaced by [Redacted], the rest as
 * written. A fragment is read as a query too (the implicit grant puts `access_token` there).
 * What every log line of a request shows of its URL; the exit log calls it too.
 */
export function redactUrl(url: string): string {
  const end = url.search(/[?#]/);
  if (end === -1) return redactPath(url);
  const path = redactPath(url.slice(0, end));
  const hash = url.indexOf('#', end);
  if (hash === end) return `${path}#${redactQuery(url.slice(end + 1))}`;
  if (hash === -1) return `${path}?${redactQuery(url.slice(end + 1))}`;
  return `${path}?${redactQuery(url.slice(end + 1, hash))}#${redactQuery(url.slice(hash + 1))}`;
}
