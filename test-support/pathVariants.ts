/**
 * Other spellings of a request path, as an attacker tries them to slip past a check that reads
 * the URL text while the router reads the decoded path (issue 24.1). Shared by the encoded-path
 * test (server/http/encodedPaths.test.ts) and the fuzz generators (fuzz.ts).
 */
export type VariantKind =
  | 'encoded'
  | 'encoded-all'
  | 'double-encoded'
  | 'dot-segment'
  | 'dot-dot-segment'
  | 'double-slash'
  | 'encoded-slash'
  | 'semicolon'
  | 'mixed-case';

export interface PathVariant {
  kind: VariantKind;
  path: string;
  /**
   * True when the router reads it as the plain path (a single escape of an unreserved
   * character): the answer must be the plain path's. Otherwise the answer is the plain path's,
   * or 400 or 404, and never anything a plain request without credentials does not get.
   */
  same: boolean;
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

const escape = (char: string) =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** `Test` → `tEsT`: every other letter's case flipped; undefined when nothing would change. */
function mixedCase(segment: string): string | undefined {
  let letter = 0;
  const mixed = [...segment]
    .map((char) => {
      if (char.toLowerCase() === char.toUpperCase()) return char;
      letter += 1;
      const flip = letter % 2 === 1;
      const lower = char === char.toLowerCase();
      return flip === lower ? char.toUpperCase() : char.toLowerCase();
    })
    .join('');
  return mixed === segment ? undefined : mixed;
}

/** Every variant of one segment of `segments` (index `at`), as whole paths. */
function segmentVariants(segments: string[], at: number): PathVariant[] {
  const segment = segments[at];
  const join = (replacement: string) =>
    ['', ...segments.slice(0, at), replacement, ...segments.slice(at + 1)].join('/');
  const variants: PathVariant[] = [];
  const first = segment[0];
  if (UNRESERVED.test(first)) {
    const rest = segment.slice(1);
    variants.push({ kind: 'encoded', path: join(`${escape(first)}${rest}`), same: true });
    variants.push({
      kind: 'double-encoded',
      path: join(`%25${escape(first).slice(1)}${rest}`),
      same: false,
    });
  }
  if ([...segment].every((char) => UNRESERVED.test(char))) {
    variants.push({
      kind: 'encoded-all',
      path: join([...segment].map(escape).join('')),
      same: true,
    });
  }
  variants.push(
    { kind: 'dot-segment', path: join(`%2e/${segment}`), same: false },
    { kind: 'dot-dot-segment', path: join(`x/%2e%2e/${segment}`), same: false },
    { kind: 'double-slash', path: join(`/${segment}`), same: false },
    { kind: 'semicolon', path: join(`${segment};x=1`), same: false },
  );
  if (at > 0) {
    const before = ['', ...segments.slice(0, at)].join('/');
    const after = segments.slice(at).join('/');
    variants.push({ kind: 'encoded-slash', path: `${before}%2F${after}`, same: false });
  }
  const mixed = mixedCase(segment);
  if (mixed !== undefined) variants.push({ kind: 'mixed-case', path: join(mixed), same: false });
  return variants;
}

/** Every variant of every segment of an absolute path without query (`/sandbox/test/x`). */
export function pathVariants(path: string): PathVariant[] {
  const segments = path.split('/').slice(1);
  return segments.flatMap((segment, at) => (segment === '' ? [] : segmentVariants(segments, at)));
}
