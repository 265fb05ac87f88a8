import { fieldHint } from './fieldHints';

const schema = (extra: object) => ({ type: 'string', constraints: {}, ...extra });

test('a format gives its words, a keyboard and a placeholder that looks right', () => {
  expect(fieldHint(schema({ format: 'date-time' }))).toEqual({
    placeholder: '2026-01-31T09:30:00Z',
    inputMode: undefined,
    format: 'date-time (ISO 8601)',
  });
  expect(fieldHint(schema({ format: 'email' }))).toMatchObject({ inputMode: 'email' });
  expect(fieldHint(schema({ format: 'uri' }))).toMatchObject({ inputMode: 'url', format: 'URL' });
  // A format this table does not know is shown as the spec names it.
  expect(fieldHint(schema({ format: 'phone' }))).toMatchObject({ format: 'phone' });
});

test("the spec's example, then its default, wins over the format's placeholder", () => {
  expect(fieldHint(schema({ format: 'date', example: '2025-06-01' })).placeholder).toBe(
    '2025-06-01',
  );
  expect(fieldHint(schema({ default: 'en' })).placeholder).toBe('en');
  expect(fieldHint(schema({ example: { nested: true } })).placeholder).toBeUndefined();
});

test('numbers get a numeric keyboard; their storage formats are not news to the reader', () => {
  expect(fieldHint({ type: 'integer', format: 'int32', constraints: {} })).toEqual({
    placeholder: undefined,
    inputMode: 'numeric',
    format: 'integer',
  });
  expect(fieldHint({ type: 'number', constraints: {} }).inputMode).toBe('decimal');
  expect(fieldHint(schema({})).format).toBeUndefined();
});
