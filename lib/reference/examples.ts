import type { NormaliseContext } from './context';
import { isObject, list, str } from './json';
import type { MediaModel } from './model';
import { deref } from './refs';

export type ExampleModel = MediaModel['examples'][number];

function exampleFrom(name: string, raw: unknown): ExampleModel {
  if (isObject(raw) && 'value' in raw) {
    const summary = str(raw.summary) ?? str(raw.description);
    return summary
      ? { name: str(raw.name) ?? name, summary, value: raw.value }
      : { name: str(raw.name) ?? name, value: raw.value };
  }
  return { name, value: raw };
}

/** An OAS 3 `examples` map (name → Example Object, possibly a $ref to components/examples). */
export function examplesFromMap(ctx: NormaliseContext, map: unknown): ExampleModel[] {
  if (!isObject(map)) return [];
  const examples: ExampleModel[] = [];
  for (const [name, raw] of Object.entries(map)) {
    const example = deref(ctx, raw);
    if (example && 'value' in example) examples.push(exampleFrom(name, example));
  }
  return examples;
}

/**
 * `x-ds-examples`: an array of `{ name?, summary?, value }` (bare values allowed), or a map of
 * name → `{ summary?, value }` or bare value.
 */
export function dsExamples(raw: unknown): ExampleModel[] {
  if (Array.isArray(raw))
    return raw.map((item, index) => exampleFrom(`example ${index + 1}`, item));
  if (isObject(raw)) return Object.entries(raw).map(([name, item]) => exampleFrom(name, item));
  return [];
}

/** Examples of one media object: `example`, the `examples` map and `x-ds-examples`. */
export function mediaExamples(
  ctx: NormaliseContext,
  media: Record<string, unknown>,
): ExampleModel[] {
  const examples: ExampleModel[] = [];
  if ('example' in media) examples.push({ name: 'example', value: media.example });
  examples.push(...examplesFromMap(ctx, media.examples));
  examples.push(...dsExamples(media['x-ds-examples']));
  return examples;
}

const STATUS_KEY = /^(?:[1-5](?:\d\d|XX)|default)$/i;

/**
 * An operation's own `x-ds-examples`, split into request examples and examples per response
 * status. Array items name their response with `status`; map keys are a status or "request".
 */
export function operationDsExamples(raw: unknown): {
  request: ExampleModel[];
  byStatus: Map<string, ExampleModel[]>;
} {
  const request: ExampleModel[] = [];
  const byStatus = new Map<string, ExampleModel[]>();
  const add = (status: string | undefined, examples: ExampleModel[]) => {
    if (status === undefined) request.push(...examples);
    else byStatus.set(status, [...(byStatus.get(status) ?? []), ...examples]);
  };
  if (Array.isArray(raw)) {
    list(raw).forEach((item, index) => {
      const status = isObject(item) ? (str(item.status) ?? str(item.response)) : undefined;
      add(status, [exampleFrom(`example ${index + 1}`, item)]);
    });
  } else if (isObject(raw)) {
    for (const [key, value] of Object.entries(raw)) {
      if (/^request(?:body)?$/i.test(key)) add(undefined, dsExamples(value));
      else if (STATUS_KEY.test(key)) add(key, dsExamples(value));
      else add(undefined, [exampleFrom(key, value)]);
    }
  }
  return { request, byStatus };
}
