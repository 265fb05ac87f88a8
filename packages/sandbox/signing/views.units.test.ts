/** @jest-environment node */
import { PlatformRefusal } from '../esignature/errors';
import { matchRecipient } from './recipientMatch';
import { checkedReturnUrl, withEvent } from './returnUrl';
import { recipientRow } from './__fixtures__/recipient';

describe('checkedReturnUrl', () => {
  it('takes absolute http and https URLs only', () => {
    expect(checkedReturnUrl(' https://app.example/done ')).toBe('https://app.example/done');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      42,
      `https://a.example/${'x'.repeat(2000)}`,
    ]) {
      expect(() => checkedReturnUrl(bad)).toThrow(PlatformRefusal);
    }
  });
});

describe('withEvent', () => {
  it("adds the event to the app's own query and keeps its fragment", () => {
    expect(withEvent('https://app.example/done?step=2#top', 'signing_complete')).toBe(
      'https://app.example/done?step=2&event=signing_complete#top',
    );
    expect(withEvent('https://app.example/done?event=old', 'cancel')).toBe(
      'https://app.example/done?event=cancel',
    );
  });
});

describe('matchRecipient', () => {
  const pat = recipientRow({}, { recipient_id: '1', status: 'completed' });
  const again = recipientRow({}, { recipient_id: '3', status: 'sent' });
  const remote = recipientRow(
    {},
    { recipient_id: '2', client_user_id: null, email: 'r@example.test', name: 'Rae' },
  );
  const request = { clientUserId: 'c1', email: 'PAT@example.test', userName: ' pat q signer ' };

  it('prefers the matching recipient whose turn it is', () => {
    expect(matchRecipient([pat, again, remote], request)).toBe(again);
    expect(matchRecipient([pat, again], { ...request, recipientId: '1' })).toBe(pat);
  });

  it('never matches a remote recipient, nor a request without clientUserId', () => {
    expect(matchRecipient([remote], { email: 'r@example.test', userName: 'Rae' })).toBeUndefined();
    expect(
      matchRecipient([remote], { clientUserId: '', email: 'r@example.test', userName: 'Rae' }),
    ).toBeUndefined();
  });
});
