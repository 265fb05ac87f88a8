// One platform spec from a profile (profiles.mjs): definitions first (the envelope graph, wide
// outliers, cycles, resource definitions, fillers), then resources and their operations.
import { definitionNames, fillerDefinitions, objectDefinition } from './definitions.mjs';
import { envelopeDefinitions } from './envelope.mjs';
import { methodsOf, buildOperation } from './operations.mjs';
import { toOpenApi3 } from './openapi3.mjs';
import { longDescription, shortDescription, snake } from './text.mjs';

const singular = (word) => word.replace(/ies$/, 'y').replace(/s$/, '');
const lowerFirst = (word) => word.replace(/^./, (c) => c.toLowerCase());

/** Resources with their base path, id parameter, category and x-ds-service. */
function resourcesOf(random, profile) {
  return profile.categories.flatMap((category) =>
    category.resources.map((name) => {
      const base = profile.bases?.[name] ?? `/${snake(name)}`;
      const segment = base
        .split('/')
        .filter((s) => s && !s.startsWith('{'))
        .at(-1);
      return {
        name,
        category: category.name,
        // Now and then a service that is no category: the page falls back to x-ds-category.
        service: profile.withCategories ? (random.chance(0.1) ? name : category.name) : undefined,
        base: `${profile.pathPrefix}${base}`,
        segment,
        idName: `${lowerFirst(singular(profile.bases?.[name] ? segment : name))}Id`.replace(
          /_(\w)/g,
          (_, c) => c.toUpperCase(),
        ),
        listDef: profile.tags ? name : undefined,
      };
    }),
  );
}

function cycleDefinitions(random) {
  return {
    folder: objectDefinition(random, {
      count: 12,
      refs: [{ prop: 'folders', target: 'folder', array: true }],
    }),
    customTabNode: objectDefinition(random, {
      count: 5,
      refs: [{ prop: 'branches', target: 'customTabBranch', array: true }],
    }),
    customTabBranch: objectDefinition(random, {
      count: 3,
      refs: [{ prop: 'node', target: 'customTabNode' }],
    }),
  };
}

function definitionsOf(random, profile, resources) {
  const definitions = {};
  if (profile.envelope) Object.assign(definitions, envelopeDefinitions(random, profile.envelope));
  else
    definitions.errorDetails = objectDefinition(random, {
      count: 2,
      fields: ['errorCode', 'message'],
    });
  for (const { name, count, refs = [] } of profile.wide ?? []) {
    definitions[name] = objectDefinition(random, {
      count,
      refs: refs.filter((r) => definitions[r.target]),
    });
  }
  if (profile.cycles) Object.assign(definitions, cycleDefinitions(random));
  if (profile.extraDefinitions) Object.assign(definitions, profile.extraDefinitions(random));
  const taken = new Set(Object.keys(definitions));
  const resourceDefs = resources.map((r) => r.listDef).filter((name) => name && !taken.has(name));
  resourceDefs.forEach((name) => taken.add(name));
  const fillers = definitionNames(random, Math.max(0, profile.definitions - taken.size), taken);
  Object.assign(definitions, fillerDefinitions(random, [...resourceDefs, ...fillers]));
  for (const resource of resources) {
    if (resource.listDef) definitions[resource.listDef]['x-ds-category'] = resource.category;
  }
  return { definitions, pool: fillers.length > 0 ? fillers : resourceDefs };
}

/**
 * Spreads `total` operations over the resources, at least one each; `fixed` (resource name →
 * count) gives some resources their own count, the others share what is left.
 */
function operationCounts(random, resources, total, fixed = {}) {
  const free = resources.filter((r) => fixed[r.name] === undefined);
  const left = total - Object.values(fixed).reduce((a, b) => a + b, 0);
  const share = Math.max(1, Math.floor(left / Math.max(1, free.length)));
  const counts = resources.map((r) => fixed[r.name] ?? share);
  for (let rest = total - counts.reduce((a, b) => a + b, 0); rest > 0; rest -= 1) {
    const r = random.int(0, free.length - 1);
    counts[resources.indexOf(free[r])] += 1;
  }
  return counts;
}

export function buildSpec(random, profile) {
  const resources = resourcesOf(random, profile);
  const { definitions, pool } = definitionsOf(random, profile, resources);
  const paths = {};
  const shared = profile.sharedParameters?.(random);
  const counts = operationCounts(random, resources, profile.operations, profile.operationsPer);
  resources.forEach((resource, i) => {
    for (const method of methodsOf(counts[i])) {
      const binding =
        profile.bindings?.[`${resource.name}.${method[0]}`] ??
        profile.bindings?.[resource.name] ??
        {};
      const { path, verb, operation } = buildOperation(random, profile, resource, method, {
        ...binding,
        pool,
        shared,
        definitions,
      });
      paths[path] = { ...paths[path], [verb]: operation };
    }
  });
  const spec = {
    swagger: '2.0',
    info: { title: profile.title, version: profile.version, description: longDescription(random) },
    host: profile.host,
    basePath: profile.basePath,
    schemes: ['https'],
    consumes: ['application/json'],
    produces: ['application/json'],
    securityDefinitions: {
      accessCode: {
        type: 'oauth2',
        flow: 'accessCode',
        authorizationUrl: 'https://account-d.example.com/oauth/auth',
        tokenUrl: 'https://account-d.example.com/oauth/token',
        description: 'OAuth 2.0 authorization code grant.',
        scopes: {
          signature: 'Send and manage envelopes.',
          extended: 'Keep access through a refresh token.',
        },
      },
    },
    security: [{ accessCode: ['signature'] }],
  };
  if (profile.withCategories) {
    spec['x-ds-categories'] = profile.categories.map(({ name }) => ({
      name,
      summary: shortDescription(random),
      description: longDescription(random),
    }));
  }
  if (profile.tags)
    spec.tags = resources.map(({ name }) => ({ name, description: shortDescription(random) }));
  spec.paths = paths;
  if (shared) spec.parameters = shared;
  spec.definitions = definitions;
  if (profile.format === 'swagger-2.0') return spec;
  return toOpenApi3(spec, profile.format === 'openapi-3.1' ? '3.1.0' : '3.0.3');
}
