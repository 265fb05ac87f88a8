// The create-envelope graph of the big spec: envelopeDefinition → recipients → signers → tabs →
// signHereTabs → signHere → a `...Metadata` object, 39 kinds of tab with about 80 properties
// each, and the support definitions, `size` definitions in all, none referring outside.
import { metadataProperty, scalarProperty } from './fields.mjs';
import { objectDefinition, ref } from './definitions.mjs';
import { shortDescription } from './text.mjs';
import {
  ENVELOPE_REFS,
  EXTRA_TAB_REFS,
  parseRef,
  RECIPIENT_FIELDS,
  RECIPIENT_KINDS,
  RECIPIENT_REFS,
  SUPPORT,
  TAB_FIELDS,
  TAB_KINDS,
  TAB_REFS,
} from './envelopeShape.mjs';

/** Fields each paired with its `...Metadata`, then the references: the tab and recipient style. */
function metadataDefinition(random, fields, refs) {
  const properties = {};
  for (const field of fields) {
    properties[field] = scalarProperty(random, field);
    properties[`${field}Metadata`] = metadataProperty(field, ref);
  }
  for (const { prop, target, array } of refs) {
    properties[prop] = array
      ? { type: 'array', description: shortDescription(random), items: { $ref: ref(target) } }
      : { $ref: ref(target), description: shortDescription(random) };
  }
  return { type: 'object', description: shortDescription(random), properties };
}

function tabDefinitions(random, { tabFields }) {
  const definitions = {};
  for (const kind of TAB_KINDS) {
    const count = random.int(tabFields - 6, tabFields + 4);
    const fields = ['anchorString', ...random.shuffle(TAB_FIELDS.slice(1)).slice(0, count - 1)];
    const refs = [...TAB_REFS, ...(EXTRA_TAB_REFS[kind] ?? [])].map(parseRef);
    definitions[kind] = metadataDefinition(random, fields, refs);
  }
  const tabsProperty = (kind) => (kind.endsWith('Tab') ? `${kind}s` : `${kind}Tabs`);
  definitions.EnvelopeRecipientTabs = objectDefinition(random, {
    count: TAB_KINDS.length,
    refs: TAB_KINDS.map((kind) => ({ prop: tabsProperty(kind), target: kind, array: true })),
    description: 'All the tabs of a recipient, one list per kind of tab.',
  });
  return definitions;
}

function recipientDefinitions(random, { recipientFields }) {
  const definitions = {};
  for (const [, kind] of RECIPIENT_KINDS) {
    const count = random.int(recipientFields - 8, recipientFields + 8);
    const fields = random.shuffle(RECIPIENT_FIELDS).slice(0, count);
    const refs = (kind === 'carbonCopy' ? RECIPIENT_REFS.slice(1) : RECIPIENT_REFS).map(parseRef);
    definitions[kind] = metadataDefinition(random, fields, refs);
  }
  definitions.EnvelopeRecipients = objectDefinition(random, {
    count: RECIPIENT_KINDS.length + 3,
    refs: RECIPIENT_KINDS.map(([prop, target]) => ({ prop, target, array: true })),
    fields: ['recipientCount', 'currentRoutingOrder', 'routingStatus'],
    description: 'The recipients of an envelope, one list per kind of recipient.',
  });
  return definitions;
}

/**
 * The envelope graph: `size` definitions (envelopeDefinition included) all reachable from
 * envelopeDefinition; padding definitions (envelopeOption1...) make up the count.
 */
export function envelopeDefinitions(random, { size, envelopeFields, tabFields, recipientFields }) {
  const definitions = {
    ...tabDefinitions(random, { tabFields }),
    ...recipientDefinitions(random, { recipientFields }),
  };
  for (const [name, count, refs, fields] of SUPPORT) {
    definitions[name] = objectDefinition(random, { count, refs: refs.map(parseRef), fields });
  }
  definitions.propertyMetadata.properties.options = {
    type: 'array',
    description: 'The values the field may take; empty when it is free.',
    items: { type: 'string' },
  };
  const padding = Math.max(0, size - Object.keys(definitions).length - 1);
  const paddingRefs = [];
  for (let i = 1; i <= padding; i += 1) {
    const name = `envelopeOption${i}`;
    definitions[name] = objectDefinition(random, { count: random.int(2, 6) });
    paddingRefs.push({ prop: `option${i}`, target: name, array: random.chance(0.3) });
  }
  definitions.envelopeDefinition = objectDefinition(random, {
    count: envelopeFields,
    refs: [...ENVELOPE_REFS.map(parseRef), ...paddingRefs],
    description:
      'The envelope to create: documents, recipients and their tabs, and how it is sent.',
  });
  return definitions;
}
