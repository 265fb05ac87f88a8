import type { ApiReferenceModel, RegistryEntry } from '../../lib/reference';
import { apiBaseUrlVariable } from './apiBaseUrls';
import { createdIds, isAccountId, pathParameterNames } from './ids';
import { TOKEN_HINT } from './scripts';

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** What the environment provides; the guard names where to get each one. */
const ENVIRONMENT_HINTS: Record<string, string> = {
  accessToken: TOKEN_HINT,
  accountId: 'your API account id (GET {{oauthBaseUrl}}/userinfo lists your accounts)',
  baseUrl: 'download the environment at /tools/postman',
};

/**
 * The collection's variables: each path variable other than accountId, its default the spec's
 * example if it has one; and the guard's hint for each, the API's base URL variable included.
 */
export function collectionVariables(model: ApiReferenceModel, entry: RegistryEntry) {
  const defaults = new Map<string, string>();
  const createdBy = new Map<string, string>();
  for (const resource of model.categories.flatMap((category) => category.resources)) {
    for (const operation of resource.methods) {
      for (const name of pathParameterNames(operation.path).filter((n) => !isAccountId(n))) {
        const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
        const example = textOf(parameter?.example ?? parameter?.schema.example ?? '');
        if (!defaults.get(name)) defaults.set(name, example);
      }
      for (const name of createdIds(operation, model)) {
        if (!createdBy.has(name))
          createdBy.set(name, `run “${resource.name}: ${operation.name}” first`);
      }
    }
  }
  const hints = {
    ...ENVIRONMENT_HINTS,
    [apiBaseUrlVariable(entry)]: 'download the environment at /tools/postman',
  };
  const variable: { key: string; value: string; type: string; description: string }[] = [];
  for (const [name, value] of defaults) {
    hints[name] = createdBy.get(name) ?? 'set it in the environment or the collection variables';
    variable.push({
      key: name,
      value,
      type: 'string',
      description: `Path parameter: ${hints[name]}.`,
    });
  }
  return { variable, hints };
}
