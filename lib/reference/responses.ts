import type { NormaliseContext } from './context';
import { dsExamples, mediaExamples, type ExampleModel } from './examples';
import { isObject, obj, str } from './json';
import { optionalHtml } from './markdown';
import { contentMap, mediaModel } from './media';
import type { LinkModel, MediaModel, ParameterModel, ResponseModel } from './model';
import { parameterSchema } from './parameters';
import { deref } from './refs';

/** Every response of an operation, by status, in spec order. */
export function responseModels(
  ctx: NormaliseContext,
  responses: unknown,
  extraExamples: Map<string, ExampleModel[]>,
): ResponseModel[] {
  return Object.entries(obj(responses)).map(([status, raw]) => {
    const response = deref(ctx, raw) ?? {};
    const content = contentMap(ctx, response.content);
    addExamples(content, [
      ...dsExamples(response['x-ds-examples']),
      ...(extraExamples.get(status) ?? []),
    ]);
    const model: ResponseModel = { status, content, headers: headerModels(ctx, response.headers) };
    const descriptionHtml = optionalHtml(response.description);
    if (descriptionHtml) model.descriptionHtml = descriptionHtml;
    const links = linkModels(ctx, response.links);
    if (links.length > 0) model.links = links;
    return model;
  });
}

/** OAS 3 response `links` (each possibly a $ref to components/links). */
function linkModels(ctx: NormaliseContext, links: unknown): LinkModel[] {
  return Object.entries(obj(links)).flatMap(([name, raw]) => {
    const link = deref(ctx, raw);
    if (!link) return [];
    const model: LinkModel = { name };
    const operationId = str(link.operationId);
    if (operationId) model.operationId = operationId;
    const operationRef = str(link.operationRef);
    if (operationRef) model.operationRef = operationRef;
    if (isObject(link.parameters)) model.parameters = link.parameters;
    if ('requestBody' in link) model.requestBody = link.requestBody;
    const descriptionHtml = optionalHtml(link.description);
    if (descriptionHtml) model.descriptionHtml = descriptionHtml;
    return [model];
  });
}

/** Extension examples go with the first media type (or a JSON one when the response had none). */
function addExamples(content: MediaModel[], examples: ExampleModel[]): void {
  if (examples.length === 0) return;
  if (content.length === 0) content.push(mediaModel('application/json', undefined, []));
  content[0].examples.push(...examples);
}

function headerModels(ctx: NormaliseContext, headers: unknown): ParameterModel[] {
  return Object.entries(obj(headers)).flatMap(([name, raw]) => {
    const header = deref(ctx, raw);
    if (!header) return [];
    const model: ParameterModel = {
      name,
      in: 'header',
      required: header.required === true,
      schema: parameterSchema(ctx, header),
    };
    const descriptionHtml = optionalHtml(header.description);
    if (descriptionHtml) model.descriptionHtml = descriptionHtml;
    const examples = mediaExamples(ctx, header);
    if (examples.length > 0) model.example = examples[0].value;
    return [model];
  });
}
