import { sample } from 'openapi-sampler';
import type { JSONSchema7 } from 'json-schema';
import { schemaChunks } from '../../../lib/reference/budget';
import type {
  ApiReferenceModel,
  MediaModel,
  OperationModel,
  ResponseModel,
} from '../../../lib/reference/model';
import type { ExampleMemo } from './exampleStore';
import { digest } from './buildCache';
import {
  editorJsonSchema,
  truncatedNames,
  type JsonSchema,
} from '../../../lib/reference/jsonSchema';

/** Bytes of JSON a generated example may take on a page (page-data stays small). */
export const GENERATED_EXAMPLE_BYTES = 4 * 1024;
const DEPTHS = [4, 3, 2, 1];
const SAMPLED_TYPES = /json|x-www-form-urlencoded|multipart\/form-data|^\*\/\*$/i;

// Every named schema of an API version as JSON Schema definitions, converted once per version.
const definitionsOf = new WeakMap<object, Record<string, JsonSchema>>();

function allDefinitions(model: Pick<ApiReferenceModel, 'schemas'>): Record<string, JsonSchema> {
  let definitions = definitionsOf.get(model);
  if (!definitions) {
    definitions = editorJsonSchema({ constraints: {} }, schemaChunks(model)).definitions ?? {};
    definitionsOf.set(model, definitions);
  }
  return definitions;
}

const size = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/**
 * An example made from a body's schema with openapi-sampler: as deep as fits in
 * GENERATED_EXAMPLE_BYTES (an object still too wide keeps its first fields that fit); a request
 * leaves readOnly fields out, a response writeOnly ones. Undefined when nothing can be made.
 */
export function generateExample(
  model: Pick<ApiReferenceModel, 'schemas'>,
  media: MediaModel,
  direction: 'request' | 'response',
): unknown {
  if (!media.schema || media.binary || !SAMPLED_TYPES.test(media.contentType)) return undefined;
  const document = { definitions: allDefinitions(model) };
  // Only the names matter here: the root's truncated nodes become $refs into `document`.
  const direct = Object.fromEntries(
    [...truncatedNames(media.schema)].map((name) => [name, { constraints: {} }]),
  );
  const root = editorJsonSchema(media.schema, direct);
  delete root.definitions; // the direct ones are placeholders: `document` holds them all
  let value: unknown;
  for (const maxSampleDepth of DEPTHS) {
    try {
      value = sample(
        root as JSONSchema7,
        {
          skipReadOnly: direction === 'request',
          skipWriteOnly: direction === 'response',
          maxSampleDepth,
          quiet: true,
        },
        document,
      );
    } catch {
      return undefined; // a schema the sampler cannot read: the page shows the fields only
    }
    if (size(value) <= GENERATED_EXAMPLE_BYTES) return value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (size({ ...kept, [key]: field }) > GENERATED_EXAMPLE_BYTES) break;
    kept[key] = field;
  }
  return kept;
}

/** generateExample, through `memo` when there is one (exampleStore.ts). */
function memoisedExample(
  model: Pick<ApiReferenceModel, 'schemas'>,
  media: MediaModel,
  direction: 'request' | 'response',
  memo?: ExampleMemo,
): unknown {
  if (!memo) return generateExample(model, media, direction);
  const key = digest(
    direction,
    media.contentType,
    String(media.binary),
    JSON.stringify(media.schema),
  );
  const known = memo.get(key);
  if (known) return known.value;
  const value = generateExample(model, media, direction);
  memo.set(key, value === undefined ? {} : { value });
  return value;
}

function withGenerated(
  model: Pick<ApiReferenceModel, 'schemas'>,
  media: MediaModel,
  direction: 'request' | 'response',
  memo?: ExampleMemo,
): MediaModel {
  if (media.examples.length > 0) return media;
  const value = memoisedExample(model, media, direction, memo);
  return value === undefined
    ? media
    : { ...media, examples: [{ name: 'generated', value, generated: true }] };
}

type WithBodies = Pick<OperationModel, 'requestBody' | 'responses'>;

function bodies<T extends WithBodies>(
  model: Pick<ApiReferenceModel, 'schemas'>,
  item: T,
  memo?: ExampleMemo,
): T {
  const result: T = {
    ...item,
    responses: item.responses.map((response): ResponseModel => ({
      ...response,
      content: response.content.map((media) => withGenerated(model, media, 'response', memo)),
    })),
  };
  if (item.requestBody)
    result.requestBody = {
      ...item.requestBody,
      content: item.requestBody.content.map((media) =>
        withGenerated(model, media, 'request', memo),
      ),
    };
  return result;
}

/**
 * The page's operation with an example generated for every JSON body (request, responses,
 * callbacks) that has none in the spec, marked `generated` (docs/behaviour.md §2.1). Run on the
 * page's copy, not the catalog, so the catalog stays as compact as the spec. With `memo` (the
 * model's, from an ExampleStore), an example made before from the same body is not made again.
 */
export function withGeneratedExamples(
  model: Pick<ApiReferenceModel, 'schemas'>,
  operation: OperationModel,
  memo?: ExampleMemo,
): OperationModel {
  const result = bodies(model, operation, memo);
  if (operation.callbacks)
    result.callbacks = operation.callbacks.map((callback) => ({
      ...callback,
      operations: callback.operations.map((item) => bodies(model, item, memo)),
    }));
  return result;
}
