import { documentationActions } from './documentationSlice';
import type { SwaggerFile } from './documentationSlice';

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
    ? documentationActions.swaggerFileLoaded(result)
    : documentationActions.swaggerFileFailed('The file is not a Swagger or OpenAPI document.');
}

export function reposAnswered(repos: unknown) {
  return Array.isArray(repos) && repos.length > 0
    ? documentationActions.reposLoaded(repos.map(String))
    : documentationActions.reposFailed('No repositories found.');
}

export function branchesAnswered(branches: unknown) {
  return Array.isArray(branches) && branches.length > 0
    ? documentationActions.branchesLoaded(branches.map(String))
    : documentationActions.branchesFailed('No branches found.');
}
