/** @jest-environment node */
import { ceremonyTabs } from './ceremonyTabs';
import { checkFinish } from './finishValues';
import { placed, recipientRow } from './__fixtures__/recipient';

const tabs = ceremonyTabs(
  recipientRow({
    signHereTabs: [placed('s', 'signHere')],
    initialHereTabs: [placed('i', 'initialHere', { optional: 'true' })],
    textTabs: [placed('t', 'text', { maxLength: '5' })],
    numberTabs: [placed('n', 'number', { required: 'false' })],
    dateTabs: [placed('d', 'date', { required: 'false' })],
    listTabs: [placed('l', 'list', { listItems: [{ text: 'A', value: 'a' }] })],
    checkboxTabs: [placed('c', 'checkbox', { required: 'true' })],
    fullNameTabs: [placed('f', 'fullName')],
  }),
  ['1'],
  0,
);
const complete = { s: true, t: 'Acme', l: 'a', c: true };
const check = (values: Record<string, unknown>, signature: unknown = { name: 'Pat Signer' }) =>
  checkFinish(tabs, { signature, values });

describe('checkFinish', () => {
  it('takes a complete signing: values by tab, auto tabs filled, initials made from the name', () => {
    const result = check(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.fromEntries(result.completed.values)).toEqual({
      s: 'true',
      i: 'false',
      t: 'Acme',
      n: '',
      d: '',
      l: 'a',
      c: 'true',
      f: 'Pat Q Signer',
    });
    expect(result.completed.signature).toEqual({ name: 'Pat Signer', initials: 'PS' });
  });

  it.each([
    [{ ...complete, s: false }, 'values.s', 'Sign here is required.'],
    [{ ...complete, s: 'yes' }, 'values.s', 'Sign here must be true or false.'],
    [{ ...complete, t: '' }, 'values.t', 'Text is required.'],
    [{ ...complete, t: 'Too long' }, 'values.t', 'Text is at most 5 characters.'],
    [{ ...complete, t: 5 }, 'values.t', 'Text must be text.'],
    [{ ...complete, n: '4x' }, 'values.n', 'Number must be a number.'],
    [{ ...complete, d: '2/30/2025' }, 'values.d', 'Date must be a date (MM/DD/YYYY).'],
    [{ ...complete, l: 'z' }, 'values.l', 'List must be one of its choices.'],
    [{ ...complete, c: false }, 'values.c', 'Checkbox is required.'],
    [{ ...complete, f: 'Someone' }, 'values.f', 'f is not a field this recipient completes.'],
    [{ ...complete, zz: 'x' }, 'values.zz', 'zz is not a field this recipient completes.'],
  ])('refuses %p naming %s', (values, field, message) => {
    expect(check(values)).toEqual({ ok: false, field, message });
  });

  it('needs an adopted signature, and keeps the drawing it is given', () => {
    expect(check(complete, null)).toMatchObject({ ok: false, field: 'signature.name' });
    expect(check(complete, { name: 'x'.repeat(101) })).toMatchObject({ field: 'signature.name' });
    expect(check(complete, { name: 'Pat', initials: 'x'.repeat(11) })).toMatchObject({
      field: 'signature.initials',
    });
    const drawn = { pdf: new Uint8Array(1) };
    const result = checkFinish(tabs, { signature: { name: 'Pat' }, values: complete }, drawn);
    expect(result.ok && result.completed.signature?.signatureImage).toBe(drawn);
  });

  it.each(['\u200b\u0007', '\u200b', ' \u0000\u001b ', '\u202e\u2066', '\u00ad'])(
    'refuses a name with no visible character (%j), saying so',
    (name) => {
      expect(check(complete, { name })).toEqual({
        ok: false,
        field: 'signature.name',
        message:
          'Your name has no visible characters: type it as it should appear on the document.',
      });
    },
  );

  it('leaves control and format characters out of a visible name, and out of its initials', () => {
    const result = check(complete, { name: 'Pat\u0007\tSigner\u200b', initials: '\u200b' });
    expect(result.ok && result.completed.signature).toEqual({ name: 'Pat Signer', initials: 'PS' });
    const initials = check(complete, { name: 'Pat Signer', initials: 'P\u0007S' });
    expect(initials.ok && initials.completed.signature?.initials).toBe('P S');
  });

  it('takes a text value of only invisible characters as empty', () => {
    expect(check({ ...complete, t: '\u200b\u0007' })).toEqual({
      ok: false,
      field: 'values.t',
      message: 'Text is required.',
    });
  });

  it('asks no signature when nothing is signed', () => {
    const unsigned = ceremonyTabs(recipientRow({ textTabs: [placed('t', 'text')] }), ['1'], 0);
    expect(checkFinish(unsigned, { values: { t: 'x' } })).toMatchObject({ ok: true });
  });
});
