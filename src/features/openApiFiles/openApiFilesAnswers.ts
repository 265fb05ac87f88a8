import { openApiFilesActions } from './openApiFilesSlice';
import type { SwaggerFile } from './openApiFilesSlice';

// The validation rules of docs/behaviour.md §5 turn each answer into its success or failure event,
// so every caller (saga, page, test) applies them the same way.

/** A swagger answer is usable only as an object with a `swagger` or `openapi` field. */
export function isSwaggerFile(value: unknown): value is SwaggerFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('swagger' in value || 'openapi' in value)
  );
}

export function swaggerFileAnswered(result: unknown) {
  return isSwaggerFile(result)
    ? openApiFilesActions.swaggerFileLoaded(result)
    : openApiFilesActions.swaggerFileFailed('The file is not a Swagger or OpenAPI document.');
}

export function reposAnswered(repos: unknown) {
  return Array.isArray(repos) && repos.length > 0
    ? openApiFilesActions.reposLoaded(repos.map(String))
    : openApiFilesActions.reposFailed('No repositories found.');
}

export function branchesAnswered(branches: unknown) {
  return Array.isArray(branches) && branches.length > 0
    ? openApiFilesActions.branchesLoaded(branches.map(String))
    : openApiFilesActions.branchesFailed('No branches found.');
}
