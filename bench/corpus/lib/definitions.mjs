// Definitions (Swagger 2.0 form; openapi3.mjs moves them to components): object schemas with a
// given number of properties, some of them references to other definitions.
import { fieldNames, scalarProperty } from './fields.mjs';
import { camel, shortDescription, words } from './text.mjs';

export const ref = (name) => `#/definitions/${name}`;

/**
 * An object definition of exactly `count` properties: the `refs` ({ prop, target, array })
 * first, then scalar fields. `fields` names the scalars when the caller wants real names.
 */
export function objectDefinition(random, { count, refs = [], fields = [], description }) {
  const properties = {};
  for (const { prop, target, array } of refs.slice(0, count)) {
    properties[prop] = array
      ? { type: 'array', description: shortDescription(random), items: { $ref: ref(target) } }
      : { $ref: ref(target), description: shortDescription(random) };
  }
  const taken = new Set(Object.keys(properties));
  const wanted = count - Object.keys(properties).length;
  const names = fields.filter((name) => !taken.has(name)).slice(0, wanted);
  names.forEach((name) => taken.add(name));
  names.push(...fieldNames(random, wanted - names.length, taken));
  for (const name of names) properties[name] = scalarProperty(random, name);
  const definition = {
    type: 'object',
    description: description ?? shortDescription(random),
    properties,
  };
  const scalars = names.filter(() => random.chance(0.15)).slice(0, 4);
  if (scalars.length > 0) definition.required = scalars;
  return definition;
}

const NOUNS = words(`
  account brand user group signingGroup powerForm bulkSend connect billing plan payment
  chunkedUpload contact customTab workspace notary seal stamp watermark signature permission
  profile invoice consumer disclosure identity provider journal comment lock view publish
`);
const SUFFIXES = words(`
  Summary Request Response Information Settings Result List Details Definition Item Filter Options
  Status Reference Update Entry
`);

/** `count` unused camelCase definition names (accountSummary, brandRequest...). */
export function definitionNames(random, count, taken) {
  const names = [];
  for (let i = 0; names.length < count; i += 1) {
    const base = camel(random.pick(NOUNS), random.pick(SUFFIXES));
    const name = taken.has(base) ? `${base}${i}` : base;
    taken.add(name);
    names.push(name);
  }
  return names;
}

/**
 * Property counts with the spread of real specs: half the definitions hold 4 fields or fewer,
 * few hold more than 40 (the quantile function of the real eSignature file's small ones).
 */
export function fillerCount(u) {
  const steps = [
    [0.12, 1, 1],
    [0.25, 2, 2],
    [0.4, 3, 3],
    [0.56, 4, 4],
    [0.7, 5, 8],
    [0.85, 9, 20],
    [0.96, 21, 40],
    [1, 41, 57],
  ];
  let low = 0;
  for (const [high, min, max] of steps) {
    if (u < high)
      return Math.min(max, min + Math.floor(((u - low) / (high - low)) * (max - min + 1)));
    low = high;
  }
  return 57;
}

/**
 * Filler definitions: counts from `fillerCount` over evenly spread quantiles (so statistics do
 * not depend on the seed), references only to later fillers (no cycles), allOf now and then.
 */
export function fillerDefinitions(random, names, { allOfShare = 0.03 } = {}) {
  const counts = random.shuffle(names.map((_, i) => fillerCount((i + 0.5) / names.length)));
  const definitions = {};
  names.forEach((name, i) => {
    const later = names.slice(i + 1);
    const count = counts[i];
    const refCount = later.length === 0 ? 0 : Math.min(3, Math.floor(count / 4));
    const refs = [];
    for (let k = 0; k < refCount; k += 1) {
      const target = random.pick(later);
      const array = random.chance(0.4);
      const prop = `${target.replace(/^./, (c) => c.toLowerCase())}${array ? 'List' : ''}`;
      refs.push({ prop: refs.some((r) => r.prop === prop) ? `${prop}${k}` : prop, target, array });
    }
    const definition = objectDefinition(random, { count, refs });
    if (later.length > 0 && count >= 3 && random.chance(allOfShare)) {
      // allOf: a base definition plus this definition's own fields
      definitions[name] = {
        description: definition.description,
        allOf: [
          { $ref: ref(random.pick(later)) },
          { type: 'object', properties: definition.properties },
        ],
      };
    } else definitions[name] = definition;
  });
  return definitions;
}
