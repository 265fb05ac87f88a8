import { idValue } from './ids';
import { lastOf, wordsOf, type ValuePlace } from './place';

// What eSignature's `*Uri` properties hold: a path under the account, from the envelope (or
// template) the page's example is about.
const OWNERS = ['envelope', 'template', 'folder', 'user', 'brand'];

function ownerOf(place: ValuePlace): string {
  for (const name of [...place.trail].reverse()) {
    const owner = wordsOf(name).find((word) => OWNERS.includes(word));
    if (owner) return owner;
  }
  return 'envelope';
}

const snake = (words: string[]) => words.join('_');

/**
 * A URL for a name: eSignature's relative `*Uri` paths (`/envelopes/{envelopeId}/documents`,
 * with the envelopeId the page shows), else an address on example.com named after the value
 * (`returnUrl` → https://app.example.com/return).
 */
export function urlValue(place: ValuePlace, format?: string): string {
  const words = wordsOf(place.name);
  const last = lastOf(words);
  const before = words.slice(0, -1);
  if (last === 'uri' && format === undefined) {
    const owner = ownerOf(place);
    const id = idValue(
      { type: 'string', format: 'uuid', constraints: {} },
      {
        ...place,
        name: `${owner}Id`,
      },
    );
    const base = `/${owner}s/${String(id)}`;
    if (before.length === 0 || before[0] === owner) return base;
    if (before[0] === 'next' || before[0] === 'previous') return `/${owner}s?start_position=20`;
    return `${base}/${snake(before)}`;
  }
  const nearest = wordsOf(lastOf(place.trail));
  if (words[0] === 'next' || words[0] === 'previous')
    return `https://app.example.com/${nearest.join('-') || 'items'}?start_position=20`;
  const path = (before.length ? before : nearest.length ? nearest : ['link']).join('-');
  return `https://app.example.com/${path}`;
}
