import type {
  ApiReferenceModel,
  MediaModel,
  OperationModel,
  ResponseModel,
} from '../../../lib/reference/model';
import { operationSeed, sampleValue } from '../../../lib/reference/sample';
import type { ExampleMemo, ExampleStore } from './exampleStore';
import { operationForPage } from '../../../lib/reference';
import { digest } from './buildCache';

/** Bytes of JSON a generated example may take on a page (page-data stays small). */
export const GENERATED_EXAMPLE_BYTES = 4 * 1024;
/** Levels of objects and arrays tried, deepest first, until an example fits. */
const DEPTHS = [8, 6, 5, 4, 3, 2, 1];
const SAMPLED_TYPES = /json|x-www-form-urlencoded|multipart\/form-data|^\*\/\*$/i;

/** What a page's examples are made from besides the bodies: the schemas and the API's name. */
export type ExampleSource = Pick<ApiReferenceModel, 'schemas'> &
  Partial<Pick<ApiReferenceModel, 'apiName'>>;

const size = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/**
 * An example made from a body's schema by lib/reference's sampler (values of the right format:
 * ids, dates on the build's day, names from its table): as deep as fits in
 * GENERATED_EXAMPLE_BYTES (an object still too wide keeps its first fields that fit); a request
 * leaves readOnly fields out, a response writeOnly ones. `seed` (the operation's, operationSeed)
 * keeps its ids the same across builds. Undefined when nothing can be made.
 */
export function generateExample(
  model: ExampleSource,
  media: MediaModel,
  direction: 'request' | 'response',
  seed = '',
): unknown {
  if (!media.schema || media.binary || !SAMPLED_TYPES.test(media.contentType)) return undefined;
  let value: unknown;
  for (const maxDepth of DEPTHS) {
    value = sampleValue(media.schema, {
      leaveOut: direction === 'request' ? 'readOnly' : 'writeOnly',
      schemas: model.schemas,
      seed,
      api: model.apiName,
      maxDepth,
    });
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
  model: ExampleSource,
  media: MediaModel,
  direction: 'request' | 'response',
  seed: string,
  memo?: ExampleMemo,
): unknown {
  if (!memo) return generateExample(model, media, direction, seed);
  const key = digest(
    direction,
    media.contentType,
    String(media.binary),
    JSON.stringify(media.schema),
    seed,
  );
  const known = memo.get(key);
  if (known) return known.value;
  const value = generateExample(model, media, direction, seed);
  memo.set(key, value === undefined ? {} : { value });
  return value;
}

function withGenerated(
  model: ExampleSource,
  media: MediaModel,
  direction: 'request' | 'response',
  seed: string,
  memo?: ExampleMemo,
): MediaModel {
  if (media.examples.length > 0) return media;
  const value = memoisedExample(model, media, direction, seed, memo);
  return value === undefined
    ? media
    : { ...media, examples: [{ name: 'generated', value, generated: true }] };
}

type WithBodies = Pick<OperationModel, 'requestBody' | 'responses'>;

function bodies<T extends WithBodies>(
  model: ExampleSource,
  item: T,
  seed: string,
  memo?: ExampleMemo,
): T {
  const result: T = {
    ...item,
    responses: item.responses.map((response): ResponseModel => ({
      ...response,
      content: response.content.map((media) => withGenerated(model, media, 'response', seed, memo)),
    })),
  };
  if (item.requestBody)
    result.requestBody = {
      ...item.requestBody,
      content: item.requestBody.content.map((media) =>
        withGenerated(model, media, 'request', seed, memo),
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
  model: ExampleSource,
  operation: OperationModel,
  memo?: ExampleMemo,
): OperationModel {
  const seed = operationSeed(operation);
  const result = bodies(model, operation, seed, memo);
  if (operation.callbacks)
    result.callbacks = operation.callbacks.map((callback) => ({
      ...callback,
      operations: callback.operations.map((item) =>
        bodies(model, item, `${seed} ${callback.name} ${operationSeed(item)}`, memo),
      ),
    }));
  return result;
}

/**
 * A method page's operation as its page shows it: its schemas within the page's budget
 * (`operationForPage`) and its generated examples. The page (apiPages.ts) and the method's
 * markdown twin, when it is made again after the build (gatsby/llms/twins.ts), both use it.
 */
export const pageOperation = (
  model: ApiReferenceModel,
  operation: OperationModel,
  examples?: ExampleStore,
): OperationModel =>
  withGeneratedExamples(model, operationForPage(model, operation), examples?.forModel(model));
