// Descriptions of the lengths real platform specs carry: a short summary line for most fields,
// a few paragraphs with markdown (code spans, lists, links) for some.

const SUBJECTS = [
  'the envelope',
  'the recipient',
  'the sender',
  'the account',
  'this tab',
  'the document',
  'the template',
  'the signer',
  'the user',
  'the brand',
  'the workspace',
  'the form',
  'the agreement',
  'the request',
  'the notification',
  'the folder',
  'the group',
];
const VERBS = [
  'identifies',
  'sets',
  'controls',
  'specifies',
  'holds',
  'limits',
  'describes',
  'overrides',
  'indicates',
  'determines',
  'stores',
  'returns',
  'filters',
  'orders',
  'enables',
];
const OBJECTS = [
  'the position of the field on the page',
  'how reminders are sent',
  'the display name',
  'the time the item was last modified',
  'whether the value can be changed by the recipient',
  'the language of emails and signing screens',
  'the routing order of the recipients',
  'the number of days before expiration',
  'the identity verification workflow',
  'the fields shown to the signer',
  'the access code a recipient must enter',
  'the custom metadata sent with webhooks',
  'the font, size and color of the text',
  'the page where the tab appears',
  'the sort order of the results',
  'the billing plan',
];
const NOTES = [
  'The value is case sensitive.',
  'When omitted, the account default applies.',
  'Only account administrators can change this value.',
  'This property is read-only in responses.',
  'Maximum length: 100 characters.',
  'Dates use the ISO 8601 format, for example `2024-05-01T08:00:00Z`.',
  'Set it to `true` to turn the feature on; the default is `false`.',
  'See [Envelope status](https://developers.example.com/docs/envelope-status/) for the values.',
];

/** A word list written as one block of text: `words(`a b c`)` → ['a', 'b', 'c']. */
export const words = (text) => text.trim().split(/\s+/);

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sentence(random) {
  return `${capitalise(random.pick(SUBJECTS))} ${random.pick(VERBS)} ${random.pick(OBJECTS)}.`;
}

/** One to three sentences (40 to 300 characters), now and then a markdown note. */
export function shortDescription(random) {
  const parts = [sentence(random)];
  if (random.chance(0.35)) parts.push(random.pick(NOTES));
  if (random.chance(0.1)) parts.push(sentence(random));
  return parts.join(' ');
}

/** Paragraphs and a list: the 500 to 1,500 characters of a method or resource description. */
export function longDescription(random) {
  const paragraph = () =>
    Array.from({ length: random.int(2, 4) }, () => sentence(random)).join(' ');
  const list = Array.from({ length: random.int(2, 4) }, () => `- ${random.pick(NOTES)}`);
  return [paragraph(), paragraph(), list.join('\n'), random.pick(NOTES)].join('\n\n');
}

/** `createEnvelope` style: camelCase from words. */
export function camel(...words) {
  return words
    .map((word, index) => (index === 0 ? word : capitalise(word)))
    .join('')
    .replace(/^./, (first) => first.toLowerCase());
}

export function pascal(...words) {
  return capitalise(camel(...words));
}

/** `signingGroups` → `signing_groups`: the path segment style of the platform's URLs. */
export function snake(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * Markdown of about `bytes` characters as the platform's longest descriptions are written:
 * headed sections of paragraphs, a table of fields, a fenced JSON request, a list of notes.
 */
export function longMarkdown(random, bytes) {
  const parts = [];
  let size = 0;
  const add = (text) => {
    parts.push(text);
    size += text.length + 2;
  };
  for (let section = 1; size < bytes; section += 1) {
    add(`### ${capitalise(random.pick(OBJECTS))}`);
    add(Array.from({ length: random.int(2, 4) }, () => sentence(random)).join(' '));
    const rows = random.int(4, 12);
    add(
      [
        '| Field | Type | Description |',
        '| --- | --- | --- |',
        ...Array.from(
          { length: rows },
          (_, row) =>
            `| \`${camel(random.pick(OBJECTS).split(' ').at(-1), String(section), String(row))}\` | ${random.pick(['string', 'integer', 'boolean', 'object'])} | ${sentence(random)} |`,
        ),
      ].join('\n'),
    );
    const fields = Array.from(
      { length: random.int(3, 8) },
      (_, i) => `  "field${section}_${i}": "${random.pick(OBJECTS)}"`,
    );
    add(['```json', '{', fields.join(',\n'), '}', '```'].join('\n'));
    add(Array.from({ length: random.int(2, 4) }, () => `- ${random.pick(NOTES)}`).join('\n'));
  }
  return parts.join('\n\n');
}
