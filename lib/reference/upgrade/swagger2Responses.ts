import { isObject, obj, without, type Json } from '../json';
import { followRefs, withUpgradedRefs } from './refs';
import { upgradeParameter } from './swagger2Parameters';

/**
 * A Swagger 2.0 response in the OAS 3 shape: its one schema sent as each `produces` type (JSON
 * when the operation names none), its `examples` by media type, its headers with a schema each.
 */
function upgradeResponse(spec: Json, response: Json, produces: string[]): Json {
  const { schema, examples, headers } = response;
  const rest = without(response, ['schema', 'examples', 'headers', 'content']);
  const byType = obj(examples);
  const withSchema = isObject(schema) ? { schema: withUpgradedRefs(spec, schema) } : {};
  const types = isObject(schema) ? (produces.length > 0 ? produces : ['application/json']) : [];
  const content: Json = {};
  for (const type of [...types, ...Object.keys(byType).filter((type) => !types.includes(type))])
    content[type] = type in byType ? { ...withSchema, example: byType[type] } : withSchema;
  const upgraded: Json = { ...rest };
  if (Object.keys(content).length > 0) upgraded.content = content;
  if (headers !== undefined)
    upgraded.headers = Object.fromEntries(
      Object.entries(obj(headers)).map(([name, header]) => [
        name,
        isObject(header) ? upgradeParameter(spec, header) : header,
      ]),
    );
  return upgraded;
}

/** An operation's responses, shared ones (`#/responses/X`) followed and upgraded in place. */
export function upgradeResponses(spec: Json, responses: unknown, produces: string[]): Json {
  return Object.fromEntries(
    Object.entries(obj(responses)).map(([status, raw]) => {
      const response = followRefs(spec, raw);
      return [status, response ? upgradeResponse(spec, response, produces) : raw];
    }),
  );
}
