import type { SchemaModel } from '../model';
import { sampleDate, sampleDateTime } from './dates';
import { documentBase64 } from './document';
import { idValue, isIdName } from './ids';
import {
  DATE_OFFSETS,
  FALSE_FLAGS,
  FLAG_FIRST_WORDS,
  FLAG_LAST_WORDS,
  FRACTION_DIGITS,
  NUMBERS,
  STRINGS,
} from './names';
import { fitsPattern, keyOf, lastOf, wordsOf, type ValuePlace } from './place';
import { seededDigits, seededGuid, seededHex } from './seeded';
import { personOf, thingOf } from './things';
import { urlValue } from './urls';

const DATE_WORDS = new Set(['date', 'time', 'timestamp', 'login']);

/** `sentDateTime`, `created_at`, `agreedOn`, `lastLogin`: a name that holds a date-time. */
const isDateName = (words: string[]) =>
  DATE_WORDS.has(lastOf(words) ?? '') ||
  (['at', 'on'].includes(lastOf(words) ?? '') && /ed$/.test(lastOf(words, 2) ?? ''));

/** Minutes after the sample day's start a date-time name falls (names.ts: DATE_OFFSETS). */
function offsetOf(key: string): number {
  return DATE_OFFSETS.find(([pattern]) => pattern.test(key))?.[1] ?? 0;
}

function dateTime(place: ValuePlace, key: string): string {
  const digits = FRACTION_DIGITS.find(([pattern]) => pattern.test(place.api ?? ''))?.[1] ?? 0;
  return sampleDateTime(place.day, offsetOf(key), digits);
}

const capitalised = (words: string[]) =>
  words.length
    ? `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(' ')}`.trim()
    : '';

/** A name's value from the tables, whole or from a later word on (`replyEmailSubject`). */
function tabled(words: string[]): string | undefined {
  for (let start = 0; start < words.length; start += 1) {
    const key = words.slice(start).join('');
    if (key in STRINGS) return STRINGS[key];
    if (key in NUMBERS) return String(NUMBERS[key]);
  }
  return undefined;
}

/** The value of a string by its format, when the format says enough. */
function byFormat(node: SchemaModel, place: ValuePlace, key: string): string | undefined {
  switch (node.format) {
    case 'date-time':
      return dateTime(place, key);
    case 'date':
      return sampleDate(place.day, offsetOf(key));
    case 'time':
      return '10:15:00';
    case 'email':
    case 'idn-email':
      return personOf(place).email;
    case 'uri':
    case 'url':
    case 'iri':
    case 'uri-reference':
      return urlValue(place, node.format);
    case 'uuid':
    case 'guid':
      return seededGuid(place.seed, key);
    case 'hostname':
    case 'idn-hostname':
      return 'app.example.com';
    case 'ipv4':
      return '203.0.113.10';
    case 'ipv6':
      return '2001:db8::10';
    case 'byte':
      return documentBase64();
    case 'binary':
      // a file part named like a file (`file.csv`) is read from that file
      return /\.[a-z0-9]{2,4}$/i.test(place.name ?? '') ? place.name! : 'Contract.pdf';
    case 'duration':
      return 'P30D';
    case 'int32':
    case 'int64':
      return String(NUMBERS[key] ?? 1);
  }
  return undefined;
}

/** The value of a string by its name alone. */
function byName(place: ValuePlace, key: string): string | undefined {
  const words = wordsOf(place.name);
  const last = lastOf(words);
  if (isDateName(words)) return dateTime(place, key);
  if (last === 'email' || key === 'emailaddress') return personOf(place).email;
  if (last === 'uri' || last === 'url' || last === 'href' || last === 'link')
    return urlValue(place);
  if (/base64/.test(key)) return documentBase64();
  const known = tabled(words);
  if (known !== undefined) return known;
  if (FLAG_FIRST_WORDS.has(words[0]) || FLAG_LAST_WORDS.has(last ?? ''))
    return FALSE_FLAGS.test(key) ? 'false' : 'true';
  if (last === 'name' || key === 'username' || key === 'fullname')
    return (thingOf(place) ?? personOf(place)).name;
  if (last === 'key' || last === 'secret' || last === 'hash' || last === 'thumbprint')
    return seededHex(place.seed, key, 32);
  if (last === 'cursor' || key === 'next' || key === 'previous')
    return seededHex(place.seed, key, 24);
  if (last === 'code') return seededDigits(place.seed, key, 6);
  return undefined;
}

/** Another shape when a pattern rejects the value: an id, a number, a code, a word. */
function fitting(value: string, node: SchemaModel, place: ValuePlace): string {
  const { pattern } = node.constraints;
  if (fitsPattern(pattern, value)) return value;
  const key = keyOf(place.name);
  const shapes = [
    value.toLowerCase(),
    value.toUpperCase(),
    value.replace(/[^A-Za-z0-9]+/g, ''),
    value.replace(/[^A-Za-z0-9]+/g, '_'),
    seededGuid(place.seed, key),
    '1',
    seededDigits(place.seed, key, 5),
    'US',
    'USD',
    'en',
    'en-US',
    'P30D',
    'https://app.example.com/',
    'example.com',
  ];
  return shapes.find((shape) => fitsPattern(pattern, shape)) ?? value;
}

/** A string within maxLength (cut after a whole word when one fits) and minLength (repeated). */
function withinLength(value: string, node: SchemaModel): string {
  const { minLength, maxLength } = node.constraints;
  let text = value;
  while (minLength !== undefined && text.length < minLength) text = `${text} ${value}`;
  if (maxLength === undefined || text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = text[maxLength] === ' ' ? maxLength : cut.lastIndexOf(' ');
  return space > 0 && (minLength ?? 0) <= space ? cut.slice(0, space) : cut;
}

/**
 * A string as the platform would write it at `place`: an id, a date on the sample day, an
 * address, a URL, a name from the table (names.ts), eSignature's "true" and its numbers as
 * text; else the name in words ("Purge state"). Never the word "string".
 */
export function stringValue(node: SchemaModel, place: ValuePlace): string {
  const key = keyOf(place.name);
  if (isIdName(place.name) && node.format !== 'date-time') {
    return fitting(String(idValue(node, place)), node, place);
  }
  const value =
    byFormat(node, place, key) ??
    byName(place, key) ??
    (capitalised(wordsOf(place.name)) ||
      capitalised(wordsOf(lastOf(place.trail))) ||
      'Example text');
  return withinLength(fitting(value, node, place), node);
}
