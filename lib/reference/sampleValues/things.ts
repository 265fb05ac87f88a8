import { THINGS, type Named } from './names';
import { wordsOf, type ValuePlace } from './place';

const PERSON: Named = { name: 'Pat Jones', email: 'signer@example.com' };

/** The first of THINGS that one of `words` names, last word first. */
function thingIn(words: string[]): Named | undefined {
  for (const word of [...words].reverse()) {
    const found = THINGS.find(([pattern]) => pattern.test(word));
    if (found) return found[1];
  }
  return undefined;
}

/**
 * What a value belongs to: named by the property's own words before its last one (`senderName`,
 * `notaryEmail`), else by the nearest name above it (a signer's `name`), else `fallback`.
 */
export function thingOf(place: ValuePlace, fallback?: Named): Named | undefined {
  const own = thingIn(wordsOf(place.name).slice(0, -1));
  if (own) return own;
  for (const name of [...place.trail].reverse()) {
    const found = thingIn(wordsOf(name));
    if (found) return found;
  }
  return fallback;
}

/** A person's name and address for a place: a signer unless the place says another role. */
export function personOf(place: ValuePlace): Required<Named> {
  const thing = thingOf(place, PERSON);
  return thing?.email ? (thing as Required<Named>) : (PERSON as Required<Named>);
}
