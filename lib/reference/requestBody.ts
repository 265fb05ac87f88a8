import type { NormaliseContext } from './context';
import { bool } from './json';
import { optionalHtml } from './markdown';
import { contentMap } from './media';
import type { OperationModel } from './model';
import { deref } from './refs';

type RequestBodyModel = NonNullable<OperationModel['requestBody']>;

/** An operation's `requestBody` (possibly a $ref to components/requestBodies). */
export function requestBodyModel(
  ctx: NormaliseContext,
  raw: unknown,
): RequestBodyModel | undefined {
  if (raw === undefined) return undefined;
  const body = deref(ctx, raw);
  if (!body) return { required: false, content: [] };
  const model: RequestBodyModel = {
    required: bool(body.required) === true,
    content: contentMap(ctx, body.content),
  };
  const descriptionHtml = optionalHtml(body.description);
  return descriptionHtml ? { ...model, descriptionHtml } : model;
}
