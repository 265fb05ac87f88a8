// Navigator's agreement, the widest response of the real specs: a small named base and, beside
// it in an allOf, an inline object of hundreds of described properties with inline objects
// nested four levels deep (provisions → payment terms → schedule → milestones). An allOf level
// is not split into parts the way a plain wide object is, so the whole of it is one level.
import { fieldNames, scalarProperty } from '../fields.mjs';
import { objectDefinition, ref } from '../definitions.mjs';
import { longMarkdown, shortDescription, snake } from '../text.mjs';

/**
 * An inline object: `count` scalar fields, then `children` inline objects one level less deep
 * (every third an array of them), each with a description.
 */
function inlineObject(random, { count, children = 0, depth = 0 }) {
  const properties = {};
  const taken = new Set();
  for (const name of fieldNames(random, count, taken))
    properties[snake(name)] = scalarProperty(random, name);
  if (depth > 0) {
    for (const [i, name] of fieldNames(random, children, taken).entries()) {
      const child = inlineObject(random, {
        count: Math.max(5, Math.round(count / 8)),
        children: Math.max(0, children - 3),
        depth: depth - 1,
      });
      properties[snake(name)] =
        i % 3 === 2
          ? { type: 'array', description: shortDescription(random), items: child }
          : child;
    }
  }
  return { type: 'object', description: shortDescription(random), properties };
}

/** The agreement's named definitions: `AgreementBase`, `Agreement` and `AgreementsPage`. */
export function agreementDefinitions(random) {
  const own = inlineObject(random, { count: 60 });
  own.properties = {
    provisions: inlineObject(random, { count: 150, children: 6, depth: 3 }),
    parties: {
      type: 'array',
      description: shortDescription(random),
      items: inlineObject(random, { count: 20, children: 3, depth: 2 }),
    },
    ...own.properties,
    metadata: inlineObject(random, { count: 12, children: 2, depth: 1 }),
  };
  return {
    AgreementBase: objectDefinition(random, {
      count: 6,
      fields: ['id', 'createdAt', 'modifiedAt', 'etag', 'accountId', 'status'],
    }),
    Agreement: {
      description: longMarkdown(random, 6000),
      allOf: [{ $ref: ref('AgreementBase') }, own],
      'x-ds-category': 'Agreements',
    },
    AgreementsPage: {
      type: 'object',
      description: 'A page of agreements.',
      properties: {
        data: { type: 'array', items: { $ref: ref('Agreement') } },
        next_cursor: { type: 'string', description: 'The cursor of the next page.' },
      },
    },
  };
}
