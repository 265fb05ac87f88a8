/** A step into the request body: a property name or an array index. */
export type BodyPath = (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path`, or undefined when any step is missing. */
export function getAt(root: unknown, path: BodyPath): unknown {
  let current: unknown = root;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isRecord(current) && typeof step === 'string') current = current[step];
    else return undefined;
  }
  return current;
}

/**
 * A copy of `root` with `value` at `path`. Undefined removes the property, and an object left
 * empty by that goes too, so the body holds only what the user filled in (array items stay:
 * the user added them on purpose).
 */
export function setAt(root: unknown, path: BodyPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    const next = setAt(list[step], rest, value);
    list[step] = next === undefined ? {} : next;
    return list;
  }
  const object: Record<string, unknown> = isRecord(root) ? { ...root } : {};
  const next = setAt(object[step], rest, value);
  const emptyObject = isRecord(next) && Object.keys(next).length === 0 && rest.length > 0;
  if (next === undefined || emptyObject) delete object[step];
  else object[step] = next;
  return object;
}

/** A copy of the array at `path` without its item `index`. */
export function removeAt(root: unknown, path: BodyPath, index: number): unknown {
  const list = getAt(root, path);
  if (!Array.isArray(list)) return root;
  const remaining = list.filter((_, position) => position !== index);
  return setAt(root, path, remaining.length > 0 ? remaining : undefined);
}
