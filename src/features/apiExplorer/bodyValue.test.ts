import { getAt, removeAt, setAt } from './bodyValue';

describe('body value paths', () => {
  it('sets nested values without touching the original', () => {
    const original = { emailSubject: 'Hi' };
    const next = setAt(original, ['recipients', 'signers', 0, 'email'], 'ann@example.test');
    expect(next).toEqual({
      emailSubject: 'Hi',
      recipients: { signers: [{ email: 'ann@example.test' }] },
    });
    expect(original).toEqual({ emailSubject: 'Hi' });
    expect(getAt(next, ['recipients', 'signers', 0, 'email'])).toBe('ann@example.test');
    expect(getAt(next, ['recipients', 'missing', 0])).toBeUndefined();
  });

  it('removes emptied properties and the objects they leave empty, but keeps array items', () => {
    const body = { emailSubject: 'Hi', recipients: { signers: [{ email: 'a@b.c' }] } };
    expect(setAt(body, ['emailSubject'], undefined)).toEqual({
      recipients: { signers: [{ email: 'a@b.c' }] },
    });
    expect(setAt(body, ['recipients', 'signers', 0, 'email'], undefined)).toEqual({
      emailSubject: 'Hi',
      recipients: { signers: [{}] },
    });
    const nested = { emailSubject: 'Hi', customFields: { textCustomFields: 'x' } };
    expect(setAt(nested, ['customFields', 'textCustomFields'], undefined)).toEqual({
      emailSubject: 'Hi',
    });
  });

  it('removes array items, and the array when it becomes empty', () => {
    const body = { documents: [{ documentId: '1' }, { documentId: '2' }] };
    expect(removeAt(body, ['documents'], 0)).toEqual({ documents: [{ documentId: '2' }] });
    expect(removeAt(removeAt(body, ['documents'], 0), ['documents'], 0)).toEqual({});
  });
});
