import { asSentence } from './sentence';

it('reads a field check as a sentence', () => {
  expect(asSentence('email is required')).toBe('Email is required.');
  expect(asSentence('consent is required: agree to receive the newsletter')).toBe(
    'Consent is required: agree to receive the newsletter.',
  );
  expect(asSentence('This address is already signed up.')).toBe(
    'This address is already signed up.',
  );
  expect(asSentence('  ')).toBe('');
});
