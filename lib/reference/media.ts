import type { NormaliseContext } from './context';
import { isObject, obj } from './json';
import type { MediaModel, SchemaModel } from './model';
import { mediaExamples, type ExampleModel } from './examples';
import { normaliseSchema } from './schema';

const BINARY_TYPES = /^(?:application\/(?:pdf|octet-stream|zip)|image\/|audio\/|video\/)/i;

/** True for a download or upload the page shows as a file rather than a JSON body. */
export function isBinary(contentType: string, schema: SchemaModel | undefined): boolean {
  return BINARY_TYPES.test(contentType) || schema?.format === 'binary';
}

export function mediaModel(
  contentType: string,
  schema: SchemaModel | undefined,
  examples: ExampleModel[],
): MediaModel {
  const media: MediaModel = { contentType, examples, binary: isBinary(contentType, schema) };
  if (schema) media.schema = schema;
  return media;
}

/** An OAS 3 `content` map (request body or response) as MediaModels. */
export function contentMap(ctx: NormaliseContext, content: unknown): MediaModel[] {
  return Object.entries(obj(content)).map(([contentType, raw]) => {
    const media = obj(raw);
    const schema = isObject(media.schema) ? normaliseSchema(ctx, media.schema) : undefined;
    return mediaModel(contentType, schema, mediaExamples(ctx, media));
  });
}
