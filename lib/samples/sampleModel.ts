import type { MediaModel, OperationModel, ParameterModel, SchemaModel } from '../reference/model';
import { sampleValue, type SampleOptions } from '../reference/sample';
import type { SampleBody, SampleModel, SampleParameter } from './model';
import { typedValue, typeOf } from './typedValue';

/** What an operation's samples need besides the operation: its API and every named schema. */
export interface SampleContext {
  apiName: string;
  /** The resource (tags[0]): the API class when the spec has no x-ds-service. */
  resource: string;
  schemas: Record<string, SchemaModel>;
}

const FORM = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)$/i;

/**
 * A sample sends what a first call needs: every required parameter, and the optional query
 * parameters the spec gives an example for (listStatusChanges' from_date), which the platform
 * may need to answer at all.
 */
function sent(parameter: ParameterModel): boolean {
  if (parameter.in === 'cookie') return false;
  if (parameter.in === 'header' && parameter.name.toLowerCase() === 'authorization') return false;
  return parameter.required || (parameter.in === 'query' && parameter.example !== undefined);
}

/** The value a sample shows: the example, else a default or enum value; an id stays for the reader. */
function shownValue(parameter: ParameterModel, context: SampleContext, request: SampleOptions) {
  const { schema } = parameter;
  const stated = parameter.example ?? schema.example ?? schema.default ?? schema.enum?.[0];
  if (stated !== undefined) return typedValue(schema, stated, context.schemas);
  if (parameter.in === 'path') return undefined;
  return typedValue(schema, sampleValue(schema, request), context.schemas);
}

function sampleParameters(operation: OperationModel, context: SampleContext): SampleParameter[] {
  const request: SampleOptions = { leaveOut: 'readOnly', schemas: context.schemas };
  const position = (parameter: ParameterModel) =>
    parameter.in === 'path' ? operation.path.indexOf(`{${parameter.name}}`) : Infinity;
  return operation.parameters
    .filter(sent)
    .map((parameter, index) => ({ parameter, index }))
    .sort((a, b) => position(a.parameter) - position(b.parameter) || a.index - b.index)
    .map(({ parameter }) => {
      const sample: SampleParameter = {
        name: parameter.name,
        in: parameter.in as SampleParameter['in'],
        required: parameter.required,
        type: typeOf(parameter.schema, context.schemas),
      };
      const value = shownValue(parameter, context, request);
      if (value) sample.value = value;
      return sample;
    });
}

/** A file a binary body is read from, named after what it holds. */
function fileFor(contentType: string): string {
  if (/pdf/i.test(contentType)) return 'document.pdf';
  if (/^image\//i.test(contentType)) return `image.${contentType.split('/')[1].split(/[+;]/)[0]}`;
  if (/csv/i.test(contentType)) return 'file.csv';
  return 'file.bin';
}

function sampleBody(
  operation: OperationModel,
  media: MediaModel,
  context: SampleContext,
): SampleBody {
  const kind = FORM.test(media.contentType)
    ? 'form'
    : media.binary || !/json/i.test(media.contentType)
      ? 'file'
      : 'json';
  const json =
    media.examples[0]?.value ??
    sampleValue(media.schema, { leaveOut: 'readOnly', schemas: context.schemas });
  const value =
    kind === 'file'
      ? { kind: 'file' as const, path: fileFor(media.contentType) }
      : typedValue(media.schema, json, context.schemas);
  return {
    contentType: media.contentType,
    kind,
    required: operation.requestBody?.required ?? false,
    name: operation.sdkBodyName ?? 'body',
    type: kind === 'file' ? { kind: 'file' } : typeOf(media.schema, context.schemas),
    value,
  };
}

/** The sample model of an operation (lib/samples/README.md). */
export function sampleModel(operation: OperationModel, context: SampleContext): SampleModel {
  const model: SampleModel = {
    apiName: context.apiName,
    httpMethod: operation.httpMethod,
    path: operation.path,
    parameters: sampleParameters(operation, context),
  };
  const media = operation.requestBody?.content[0];
  if (media) model.body = sampleBody(operation, media, context);
  const success = operation.responses.find((r) => r.status.startsWith('2') && r.content.length);
  if (success) {
    const [content] = success.content;
    model.accept = content.contentType;
    model.answer = content.binary ? { kind: 'file' } : typeOf(content.schema, context.schemas);
  }
  if (operation.sdkMethodName && !operation.notInSdk)
    model.sdk = {
      service: operation.sdkService ?? context.resource,
      method: operation.sdkMethodName,
    };
  return model;
}
