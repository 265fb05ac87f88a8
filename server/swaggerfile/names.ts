import { HttpError } from '../http/errors';

/** A repository name as code hosts spell them (GitHub's rule): never `.` or `..`. */
const REPOSITORY = /^[A-Za-z0-9_.-]+$/;

/** An ASCII control character (below U+0020, or DEL) or a space: git refuses them in a ref. */
const isControlOrSpace = (character: string) => character <= ' ' || character === '\u007f';

/**
 * Why a ref is not a branch or tag name, by git's rules (git check-ref-format): no `..`, no
 * component starting with `.` or ending with `.lock`, no leading, trailing or doubled `/`, no
 * trailing `.`, no `@{`, no control character, space, `~^:?*[\`; and no %-escape left after the
 * router decoded the path once (a second round of encoding is no name a host would list).
 * Undefined for a name git takes: `feature/x`, `fix#12`, `v2.1.0`.
 */
function refProblem(ref: string): string | undefined {
  if ([...ref].some(isControlOrSpace) || /[~^:?*[\\]/.test(ref))
    return 'holds a character git refuses';
  if (/%[0-9a-f]{2}/i.test(ref)) return 'holds an escape left after decoding';
  if (ref.includes('..')) return 'holds a dot segment';
  if (ref.includes('@{') || ref === '@') return 'is "@" or holds "@{"';
  const parts = ref.split('/');
  if (parts.some((part) => part === '' || part.startsWith('.') || part.endsWith('.lock')))
    return 'holds an empty or dot segment';
  if (ref.endsWith('.')) return 'ends with a dot';
  return undefined;
}

/**
 * The path parameters of `/swaggerfile/{repo}/{ref}` as the router decoded them: a repository
 * name and a branch or tag name, else 400 naming the parameter. Traversal spellings (`..%2F`,
 * `%2e%2e`, `..%5c`, `%00`, double encoding) end here, before any list is searched.
 */
export function checkSwaggerNames(repo: string, ref: string): void {
  if (!REPOSITORY.test(repo) || repo === '.' || repo === '..') {
    throw new HttpError(400, "repo must be a repository name (letters, digits, '.', '_', '-')", {
      field: 'repo',
    });
  }
  const problem = refProblem(ref);
  if (problem) {
    throw new HttpError(400, `ref must be a branch or tag name: it ${problem}`, { field: 'ref' });
  }
}
