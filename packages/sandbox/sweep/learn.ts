import { isAccountParameter, type PlannedOperation } from './plan';
import { idKey, plain, type KnownIds } from './request';

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

/** The items of a list answer: the answer itself, or its first array property's. */
export function itemsOf(answer: unknown): Record<string, unknown>[] {
  const items = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? (Object.values(answer).find(
          (value) => Array.isArray(value) && value.some((item) => item && typeof item === 'object'),
        ) as unknown[] | undefined)
      : undefined;
  return (items ?? []).filter(
    (item): item is Record<string, unknown> => !!item && typeof item === 'object',
  );
}

/**
 * The id an item carries for the path parameter that names it: under the parameter's own name
 * (`roomId`, `form_id`), as `id`, or under a shorter name the parameter ends with (`instanceId`
 * for `workflowInstanceId`).
 */
export function idOf(
  item: Record<string, unknown>,
  parameter: string,
  /** Only under the parameter's own name: what a wrapper or a batch's item names it by. */
  ownNameOnly = false,
): string | undefined {
  const wanted = plain(parameter);
  const keys = Object.keys(item);
  const own = keys.find((key) => plain(key) === wanted && isId(item[key]));
  if (own) return String(item[own]);
  if (ownNameOnly) return undefined;
  if (isId(item.id)) return String(item.id);
  const suffix = keys.find(
    (key) => /id$/i.test(key) && wanted.endsWith(plain(key)) && isId(item[key]),
  );
  return suffix ? String(item[suffix]) : undefined;
}

/** Values under keys named like path parameters, anywhere in an answer (five levels down). */
export function learnWeak(
  known: KnownIds,
  basePath: string,
  answer: unknown,
  names: Set<string>,
  depth = 0,
) {
  if (depth > 5 || !answer || typeof answer !== 'object') return;
  for (const [key, value] of Object.entries(answer)) {
    const name = plain(key);
    if (names.has(name) && !isAccountParameter(key) && isId(value)) {
      known.weak.set(`${basePath} ${name}`, String(value));
    }
    learnWeak(known, basePath, value, names, depth + 1);
  }
}

/**
 * The id a create answered: on the answer itself, on the one object it wraps
 * (`{ jurisdiction: { jurisdictionId } }`), or on the first item of a batch create's answer
 * (`{ groups: [{ groupId }] }`, eSignature's `newUsers`).
 */
export function createdIdOf(answer: unknown, parameter: string): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const record = answer as Record<string, unknown>;
  const own = Array.isArray(answer) ? undefined : idOf(record, parameter);
  if (own !== undefined) return own;
  const wrapped = Object.values(record).filter(
    (value): value is Record<string, unknown> =>
      !!value && typeof value === 'object' && !Array.isArray(value),
  );
  const inner = wrapped.length === 1 ? idOf(wrapped[0], parameter, true) : undefined;
  if (inner !== undefined) return inner;
  const [first] = itemsOf(answer);
  return first && idOf(first, parameter, true);
}

/**
 * What a success answer teaches: values under path parameters' names anywhere in it (weak), the
 * id a create answered and the id of a list's first item (strong, the list's only if none is
 * known yet). Returns the created id; undefined for a create that answered none.
 */
export function learnFromAnswer(
  known: KnownIds,
  planned: PlannedOperation,
  answer: unknown,
  names: Set<string>,
): string | undefined {
  learnWeak(known, planned.api.basePath, answer, names);
  let created: string | undefined;
  if (planned.creates) {
    created = createdIdOf(answer, planned.creates);
    if (created !== undefined) known.strong.set(idKey(planned, planned.creates), created);
  }
  if (planned.lists) {
    const [item] = itemsOf(answer);
    const first = item && createdIdOf(item, planned.lists);
    if (first !== undefined && !known.strong.has(idKey(planned, planned.lists))) {
      known.strong.set(idKey(planned, planned.lists), first);
    }
  }
  return created;
}
