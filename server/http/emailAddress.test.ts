/** @jest-environment node */
import { isValidEmail, normaliseEmail } from './emailAddress';

describe('normaliseEmail', () => {
  it.each([
    ['ok@example.test', 'ok@example.test'],
    ['OK@Example.TEST', 'ok@example.test'],
    ['ｏｋ@example.test', 'ok@example.test'],
    ['ＯＫ＠ｅｘａｍｐｌｅ．ｔｅｓｔ', 'ok@example.test'],
  ])('%s → %s', (given, normalised) => {
    expect(normaliseEmail(given)).toBe(normalised);
  });
});

describe('isValidEmail (the WHATWG "valid e-mail address", dotted domain)', () => {
  it.each(['ok@example.test', 'a.b+c@mail.example.test', "o'brien@example.test", 'x@a-b.example'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    'a@b',
    'a@example.test,b@example.test',
    'a@example.test b@example.test',
    '"a b"@example.test',
    'a\u0000@example.test',
    '\u001b[0ma@example.test',
    'a@example.test\n',
    'a@-example.test',
    'a@example-.test',
    'a@.example.test',
    `a@${'b'.repeat(64)}.test`,
    `${'a'.repeat(243)}@example.test`,
    'é@example.test',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});
