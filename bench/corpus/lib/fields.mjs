// Scalar properties as real specs write them: mostly strings (booleans and numbers too are
// often strings there), with enums, formats, constraints and examples here and there.
import { camel, shortDescription, words } from './text.mjs';

const STEMS = words(`
  name status type id label value email created modified locale order count enabled required
  locked hidden width height font color message subject code uri description title source owner
  expires reminder delay page offset anchor group role plan limit
`);
const QUALIFIERS = words(`
  display default custom last first sender recipient account user document envelope template brand
  signing billing email routing tab access allow require enable max min auto external shared
`);

/** n distinct camelCase field names, none in `taken`. */
export function fieldNames(random, n, taken = new Set()) {
  const names = [];
  for (let attempt = 0; names.length < n; attempt += 1) {
    const words =
      attempt < 4 * n
        ? [random.pick(QUALIFIERS), random.pick(STEMS)]
        : [random.pick(QUALIFIERS), random.pick(QUALIFIERS), random.pick(STEMS)];
    const name = camel(...words);
    if (!taken.has(name)) {
      taken.add(name);
      names.push(name);
    }
  }
  return names;
}

const ENUMS = [
  ['created', 'sent', 'delivered', 'signed', 'completed', 'declined', 'voided'],
  ['pixels', 'mms', 'cms', 'inches'],
  ['left', 'right', 'center'],
  ['true', 'false'],
  ['Arial', 'Calibri', 'Courier', 'Helvetica', 'TimesNewRoman', 'Verdana'],
  ['asc', 'desc'],
];

/** One scalar property; `style` picks its kind so the spread of kinds is stable per seed. */
export function scalarProperty(random, name) {
  const property = { type: 'string', description: shortDescription(random) };
  const kind = random.next();
  if (kind < 0.12) {
    property.enum = random.pick(ENUMS);
    property.example = property.enum[0];
  } else if (kind < 0.2) {
    property.format = 'date-time';
    property.example = '2024-05-01T08:00:00.0000000Z';
  } else if (kind < 0.3) {
    property.type = 'integer';
    property.format = random.pick(['int32', 'int64']);
    property.minimum = 0;
    if (random.chance(0.5)) property.maximum = random.pick([100, 999, 32767]);
  } else if (kind < 0.36) {
    property.type = 'boolean';
  } else if (kind < 0.42) {
    property.maxLength = random.pick([50, 100, 255, 2000]);
    property.example = `${name} example`;
  } else if (kind < 0.45) {
    property.format = 'email';
    property.example = 'signer@example.com';
  } else if (kind < 0.47) {
    property.type = 'array';
    property.items = { type: 'string' };
    property.description = shortDescription(random);
  } else if (kind < 0.5) {
    property.pattern = '^[A-Za-z0-9-]{1,64}$';
    property.format = 'uuid';
  }
  return property;
}

/** A `...Metadata` property, as on every editable tab field. */
export function metadataProperty(field, ref) {
  return {
    $ref: ref('propertyMetadata'),
    description: `Metadata that indicates whether the \`${field}\` property is editable.`,
  };
}
