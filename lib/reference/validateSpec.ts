import { isObject, str } from './json';
import type { ApiReferenceModel } from './model';

type SpecFormat = ApiReferenceModel['specFormat'];

const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Checks what the normaliser relies on and names the first problem found; returns the format.
 * Broken $refs are not errors here: they degrade to "unknown schema" with a warning.
 */
export function validateSpec(spec: unknown, file: string): SpecFormat {
  const fail = (problem: string): never => {
    throw new Error(`${file}: invalid spec: ${problem}`);
  };
  if (!isObject(spec)) return fail('the file does not hold an object');
  const format =
    formatOf(spec) ?? fail('expected `swagger: "2.0"` or `openapi: "3.0.x"`/`"3.1.x"`');
  if (!isObject(spec.info) || !str(spec.info.title)) fail('`info.title` is missing');
  if (spec.paths === undefined && format === 'openapi-3.1') return format; // 3.1 may hold only webhooks
  if (!isObject(spec.paths)) fail('`paths` must be an object');
  for (const [path, item] of Object.entries(spec.paths as object)) {
    if (!path.startsWith('/')) fail(`path "${path}" must start with "/"`);
    if (!isObject(item)) fail(`paths["${path}"] must be an object`);
    const pathItem = item as Record<string, unknown>;
    if (pathItem.parameters !== undefined && !Array.isArray(pathItem.parameters)) {
      fail(`paths["${path}"].parameters must be an array`);
    }
    for (const method of OPERATION_KEYS.filter((key) => pathItem[key] !== undefined)) {
      const operation = pathItem[method];
      const where = `paths["${path}"].${method}`;
      if (!isObject(operation)) fail(`${where} must be an object`);
      else if (operation.parameters !== undefined && !Array.isArray(operation.parameters)) {
        fail(`${where}.parameters must be an array`);
      } else if (operation.responses !== undefined && !isObject(operation.responses)) {
        fail(`${where}.responses must be an object`);
      } else if (operation.tags !== undefined && !Array.isArray(operation.tags))
        fail(`${where}.tags must be an array`);
    }
  }
  return format;
}

function formatOf(spec: Record<string, unknown>): SpecFormat | undefined {
  if (spec.swagger === '2.0') return 'swagger-2.0';
  const openapi = str(spec.openapi) ?? '';
  if (/^3\.0\.\d+$/.test(openapi)) return 'openapi-3.0';
  if (/^3\.1\.\d+$/.test(openapi)) return 'openapi-3.1';
  return undefined;
}
