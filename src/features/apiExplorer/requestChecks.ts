import type { OperationModel, ParameterModel } from '../../../lib/reference/model';
import type { CustomHeaderParameter } from './apiExplorerTypes';
import { headerValueError, parameterError } from './validation';

/** Parameters the explorer offers as fields, by where they go. */
export function explorerParameters(operation: OperationModel) {
  const by = (location: ParameterModel['in']) =>
    operation.parameters.filter((parameter) => parameter.in === location);
  return { path: by('path'), query: by('query'), header: by('header') };
}

/** The error of each parameter (null when it may be sent), keyed by name. */
export function parameterErrors(
  parameters: ParameterModel[],
  values: Record<string, string>,
): Record<string, string | null> {
  return Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      parameterError(values[parameter.name], {
        required: parameter.required || parameter.in === 'path',
        type: parameter.schema.type,
        format: parameter.schema.format,
      }),
    ]),
  );
}

interface CheckInput {
  isLoggedIn: boolean;
  isProcessing: boolean;
  operation: OperationModel;
  pathParameters: Record<string, string>;
  queryParameters: Record<string, string>;
  headerParameters: Record<string, string>;
  customHeaderParameters: CustomHeaderParameter[];
  isBodyValid: boolean;
  /** What the body still lacks (a file upload's required parts), or null. */
  bodyError?: string | null;
}

/** Why Send is disabled, or null when the request may go (the button shows the reason). */
export function sendBlocker(input: CheckInput): string | null {
  if (!input.isLoggedIn) return 'Log in to send requests.';
  if (input.isProcessing) return 'Sending…';
  const groups = explorerParameters(input.operation);
  const checks: [string, Record<string, string | null>][] = [
    ['path', parameterErrors(groups.path, input.pathParameters)],
    ['query', parameterErrors(groups.query, input.queryParameters)],
    ['header', parameterErrors(groups.header, input.headerParameters)],
  ];
  for (const [location, errors] of checks) {
    const broken = Object.entries(errors).find(([, error]) => error !== null);
    if (broken) return `Check the ${location} parameter ${broken[0]}: ${broken[1]}`;
  }
  const badHeader = input.customHeaderParameters.find((h) => headerValueError(h.value) !== null);
  if (badHeader) {
    return `Check the header ${badHeader.name}: ${headerValueError(badHeader.value)}`;
  }
  if (!input.isBodyValid) return 'Fix the request body: it is not valid JSON.';
  if (input.bodyError) return `Check the request body: ${input.bodyError}`;
  return null;
}
