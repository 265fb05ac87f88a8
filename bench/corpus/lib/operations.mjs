// Operations of a resource in the platform's style: list/create/get/update/delete, then
// sub-resource methods, with path and query parameters, a JSON body, 2xx and 400 responses and
// the x-ds-* method extensions.
import { ref } from './definitions.mjs';
import { exampleOf } from './shapes/example.mjs';
import { camel, longDescription, longMarkdown, pascal, shortDescription, words } from './text.mjs';

const BASIC = [
  ['list', 'get', '', false],
  ['create', 'post', '', true],
  ['get', 'get', '/{id}', false],
  ['update', 'put', '/{id}', true],
  ['delete', 'delete', '/{id}', false],
  ['updateList', 'put', '', true],
  ['deleteList', 'delete', '', true],
];
const SUBS = words(`
  image settings history documents permissions status summary preview views locks members logs
  fields pages tags rules usage audit
`);

/** The first `count` methods of a resource: [x-ds-method, verb, path suffix, has body]. */
export function methodsOf(count) {
  const methods = BASIC.slice(0, count);
  for (let i = 0; methods.length < count; i += 1) {
    const sub = SUBS[Math.floor(i / 2) % SUBS.length];
    const round = Math.floor(i / (2 * SUBS.length));
    const suffix = `/{id}/${sub}${round ? round + 1 : ''}`;
    methods.push(
      i % 2 === 0
        ? [camel('get', sub, round ? String(round + 1) : ''), 'get', suffix, false]
        : [camel('update', sub, round ? String(round + 1) : ''), 'put', suffix, true],
    );
  }
  return methods;
}

const QUERY = [
  { name: 'count', type: 'string', description: 'The maximum number of results to return.' },
  {
    name: 'start_position',
    type: 'string',
    description: 'The position of the first result, for paging.',
  },
  {
    name: 'from_date',
    type: 'string',
    format: 'date-time',
    description: 'Only items changed on or after this date.',
  },
  {
    name: 'to_date',
    type: 'string',
    format: 'date-time',
    description: 'Only items changed before this date.',
  },
  {
    name: 'status',
    type: 'string',
    enum: ['any', 'active', 'closed'],
    description: 'Only items in this status.',
  },
  { name: 'order', type: 'string', enum: ['asc', 'desc'], description: 'The sort direction.' },
  { name: 'order_by', type: 'string', description: 'The property to sort by.' },
  { name: 'search_text', type: 'string', description: 'Text that the results must contain.' },
  {
    name: 'include',
    type: 'string',
    description: 'A comma-separated list of extra parts to return.',
  },
  {
    name: 'include_metadata',
    type: 'boolean',
    description: 'When `true`, returns the editable state of each field.',
  },
];

function pathParameter(name) {
  return {
    name,
    in: 'path',
    required: true,
    type: 'string',
    description: `The ${name} of the item. ${'It is a GUID.'}`,
  };
}

/** An operation's description: bound long markdown, a profile's share of it, or the usual. */
function description(random, api, defs) {
  if (defs.descriptionBytes) return longMarkdown(random, defs.descriptionBytes);
  const long = api.longDescriptions;
  if (long && random.chance(long.share))
    return longMarkdown(random, random.int(long.min, long.max));
  return random.chance(0.25) ? longDescription(random) : shortDescription(random);
}

/**
 * One operation. `resource` = { name, base, category, service, listDef, itemDef }, `bodies` and
 * `responses` are definition names to choose from.
 */
export function buildOperation(random, api, resource, [method, verb, suffix, hasBody], defs) {
  const { idName } = resource;
  const path = `${resource.base}${suffix.replace('{id}', `{${idName}}`)}`;
  const { shared } = defs;
  // a parameter the spec shares (its top-level `parameters`) is named by $ref, as real specs do
  const sharedRef = (name) => ({ $ref: `#/parameters/${name}` });
  const parameters = [...path.matchAll(/\{(\w+)\}/g)].map((match) =>
    shared?.[match[1]] ? sharedRef(match[1]) : pathParameter(match[1]),
  );
  if (shared) {
    parameters.push(sharedRef('locale'), sharedRef('X-Correlation-Id'));
    if (method === 'list') parameters.push(sharedRef('count'), sharedRef('start_position'));
  } else if (verb === 'get') {
    const query = random.shuffle(QUERY).slice(0, random.int(0, method === 'list' ? 6 : 2));
    parameters.push(...query.map((q) => ({ ...q, in: 'query', required: false })));
  }
  const body = defs.body ?? random.pick(defs.pool);
  if (hasBody) {
    parameters.push({
      name: 'body',
      in: 'body',
      required: true,
      description: shortDescription(random),
      schema: { $ref: ref(body) },
    });
  }
  const response =
    defs.response ?? ((method === 'list' && resource.listDef) || random.pick(defs.pool));
  const status = method === 'create' ? '201' : '200';
  const operation = {
    summary: `${pascal(method)} ${resource.name}`.replace(/([a-z])([A-Z])/g, '$1 $2'),
    description: description(random, api, defs),
    operationId: `${resource.name}_${pascal(method)}`,
    parameters,
    responses: defs.responses
      ? Object.fromEntries(
          Object.entries(defs.responses).map(([code, target]) => [
            code,
            { description: shortDescription(random), schema: { $ref: ref(target) } },
          ]),
        )
      : {
          [status]: { description: 'Successful response.', schema: { $ref: ref(response) } },
          400: { description: 'Error encountered.', schema: { $ref: ref('errorDetails') } },
        },
    security: [{ accessCode: ['signature'] }],
    'x-ds-method': method,
    'x-ds-methodname': camel(method, resource.name),
    'x-ds-in-sdk': true,
  };
  if (api.tags) operation.tags = [resource.name];
  if (resource.service) operation['x-ds-service'] = resource.service;
  if (random.chance(0.15)) {
    operation['x-ds-examples'] = [
      { name: 'Minimal', summary: 'The smallest valid request.', value: { status: 'created' } },
      { name: 'Success', status, value: { [idName]: '8d3c6b1a-4f2e-4b7a-9f51-2c0d4e9a7b13' } },
    ];
  }
  if (defs.responseExample)
    operation.responses[status].examples = {
      'application/json': exampleOf({ $ref: ref(response) }, defs.definitions),
    };
  if (verb === 'delete' && !defs.responses) delete operation.responses[status].schema;
  return { path, verb, operation };
}
