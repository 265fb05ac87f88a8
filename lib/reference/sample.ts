import type { OperationModel, SchemaModel } from './model';
import { SAMPLE_DAY } from './sampleValues/dates';
import { booleanValue, numberValue } from './sampleValues/numbers';
import { fitsPattern, type ValuePlace } from './sampleValues/place';
import { stringValue } from './sampleValues/strings';

/** Levels of objects and arrays a sample goes down by default: a recursive schema stays finite. */
const MAX_DEPTH = 8;
/** References and allOf parts followed within one level (a loop of bare references ends). */
const MAX_HOPS = 16;

export interface SampleOptions {
  /**
   * The properties a sample leaves out: `readOnly` for what a client sends (the reference's curl
   * body), `writeOnly` for what the platform answers (the sandbox's responses).
   */
  leaveOut: 'readOnly' | 'writeOnly';
  /** Named schemas, to sample a node that only names one (the server has them; a page has not). */
  schemas?: Record<string, SchemaModel>;
  /** The name of the value sampled (a parameter's), which picks its value as a property's does. */
  name?: string;
  /**
   * What made-up ids and numbers are made from (sampleValues/seeded.ts), e.g. the operation's
   * method and path: the same seed gives the same values on every build.
   */
  seed?: string;
  /** The day dates fall on, YYYY-MM-DD; the build's day by default (sampleValues/dates.ts). */
  day?: string;
  /** The API (its registry name), whose conventions values follow (eSignature's date-times). */
  api?: string;
  /** Levels of objects and arrays sampled; deeper optional ones are left out. */
  maxDepth?: number;
}

/**
 * The seed of an operation's made-up values (SampleOptions.seed): its method and path, the same
 * on every build, shared by its page's examples, its curl sample and its markdown twin.
 */
export const operationSeed = (operation: Partial<Pick<OperationModel, 'httpMethod' | 'path'>>) =>
  `${operation.httpMethod ?? ''} ${operation.path ?? ''}`.trim();

/** A value left out of its object: an object or array below the depth sampled. */
const LEFT_OUT = Symbol('left out');
type Sampled = unknown;

interface Walk {
  options: SampleOptions;
  maxDepth: number;
  base: Omit<ValuePlace, 'name' | 'trail'>;
}

/** The enum value a sample shows: the first that is not null nor the placeholder "string". */
function enumChoice(values: unknown[]): unknown {
  return values.find((value) => value !== null && value !== 'string') ?? values[0];
}

/** An array item's name: `signers` → signer, `entries` → entry (`status` stays). */
function singular(name: string | undefined): string | undefined {
  if (!name || /(ss|us)$/.test(name)) return name;
  return name.replace(/ies$/, 'y').replace(/s$/, '');
}

/** The name above a child: the named schema it is, then the property or parameter holding it. */
const trailFor = (node: SchemaModel, name: string | undefined, trail: readonly string[]) => [
  ...trail,
  ...(node.refName ? [node.refName] : []),
  ...(name ? [name] : []),
];

/** The variant a sample shows (oneOf/anyOf's first), with its discriminator's value set. */
function variantOf(node: SchemaModel): { variant?: SchemaModel; tag?: [string, string] } {
  const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
  if (!variant || !node.discriminator) return { variant };
  const { propertyName, mapping } = node.discriminator;
  const value = Object.entries(mapping ?? {}).find(([, name]) => name === variant.refName)?.[0];
  return { variant, tag: [propertyName, value ?? variant.refName ?? propertyName] };
}

function walk(
  node: SchemaModel | undefined,
  name: string | undefined,
  trail: readonly string[],
  depth: number,
  hops: number,
  w: Walk,
): Sampled {
  if (!node) return {};
  if (node.example !== undefined) return node.example;
  if (node.default !== undefined) return node.default;
  if (node.enum && node.enum.length > 0) return enumChoice(node.enum);
  const same = (child: SchemaModel, childTrail = trail) =>
    hops >= MAX_HOPS ? LEFT_OUT : walk(child, name, childTrail, depth, hops + 1, w);
  const named = node.refName ? w.options.schemas?.[node.refName] : undefined;
  if (named && named !== node && !node.properties && !node.type) {
    return same(named, node.refName ? [...trail, node.refName] : trail);
  }
  const { variant, tag } = variantOf(node);
  if (variant) {
    const value = same(variant);
    return tag && value && typeof value === 'object' && !Array.isArray(value)
      ? { [tag[0]]: tag[1], ...value }
      : value;
  }
  const place = (): ValuePlace => ({ ...w.base, name, trail });
  const type = node.type?.split(' | ')[0];
  switch (type) {
    case 'string':
      return stringValue(node, place());
    case 'file':
      return stringValue({ ...node, type: 'string', format: 'binary' }, place());
    case 'integer':
    case 'number':
      return numberValue(node, place());
    case 'boolean':
      return booleanValue(place());
    case 'null':
      return null;
  }
  // An array or an object: its children are a level down, named below it.
  if (depth >= w.maxDepth) return LEFT_OUT;
  const below: Level = { trail: trailFor(node, name, trail), depth: depth + 1, hops };
  if (type === 'array') return arrayValue(node, singular(name), below, w);
  return objectValue(node, below, w, (part) => same(part));
}

/** Where a child of an array or an object is sampled: its trail, its depth, the hops so far. */
interface Level {
  trail: readonly string[];
  depth: number;
  hops: number;
}

const walkAt = (node: SchemaModel, name: string | undefined, at: Level, w: Walk) =>
  walk(node, name, at.trail, at.depth, at.hops, w);

function arrayValue(node: SchemaModel, itemName: string | undefined, below: Level, w: Walk) {
  if (node.prefixItems) {
    return node.prefixItems
      .map((item) => walkAt(item, itemName, below, w))
      .filter((item) => item !== LEFT_OUT);
  }
  if (!node.items) return [];
  const item = walkAt(node.items, itemName, below, w);
  if (item === LEFT_OUT) return [];
  const count = Math.min(Math.max(node.constraints.minItems ?? 1, 1), 3);
  return Array.from({ length: count }, () => item);
}

/** A key a patternProperties pattern accepts. */
function patternKey(pattern: string): string | undefined {
  return ['x-custom', 'custom', 'key', 'en-US', 'en', '1', 'a'].find((key) =>
    fitsPattern(pattern, key),
  );
}

/** An object: its allOf parts (sampled at its own level by `part`), then its own properties. */
function objectValue(
  node: SchemaModel,
  below: Level,
  w: Walk,
  part: (schema: SchemaModel) => Sampled,
): Sampled {
  const parts = (node.allOf ?? [])
    .map(part)
    .filter((value) => value !== LEFT_OUT && value !== null && typeof value === 'object');
  const own: [string, unknown][] = [];
  for (const property of node.properties ?? []) {
    if (property.schema[w.options.leaveOut]) continue;
    const value = walkAt(property.schema, property.name, below, w);
    if (value !== LEFT_OUT) own.push([property.name, value]);
    else if (property.required)
      own.push([property.name, property.schema.type === 'array' ? [] : {}]);
  }
  for (const { pattern, schema } of node.patternProperties ?? []) {
    const key = patternKey(pattern);
    const value = key && walkAt(schema, key, below, w);
    if (key && value !== LEFT_OUT) own.push([key, value]);
  }
  const extra = node.additionalProperties;
  if (typeof extra === 'object' && own.length === 0 && parts.length === 0) {
    const value = walkAt(extra, 'value', below, w);
    if (value !== LEFT_OUT) own.push(['key', value]);
  }
  return Object.assign({}, ...parts, Object.fromEntries(own));
}

/**
 * A sample value for a schema: its example, default or enum value (never the placeholder
 * "string" when the enum has another), else one built from its type: the first oneOf/anyOf
 * variant (its discriminator set), allOf's parts and own properties merged, one item of an
 * array, and scalars as the platform writes them (sampleValues/: ids, dates on the sample day,
 * addresses, names by the table in names.ts). The one sampler of the reference's examples and
 * curl, the sandbox's responses, the Postman collection's bodies and the SDK samples.
 */
export function sampleValue(
  node: SchemaModel | undefined,
  options: SampleOptions,
  depth = 0,
): unknown {
  const w: Walk = {
    options,
    maxDepth: options.maxDepth ?? MAX_DEPTH,
    base: { seed: options.seed ?? '', day: options.day ?? SAMPLE_DAY, api: options.api },
  };
  const value = walk(node, options.name, [], depth, 0, w);
  return value === LEFT_OUT ? (node?.type === 'array' ? [] : {}) : value;
}
