/** @jest-environment node */
import { HttpError } from '../http/errors';
import { checkSwaggerNames } from './names';

const refusal = (repo: string, ref: string) => {
  try {
    checkSwaggerNames(repo, ref);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, ...(error as HttpError).extra };
  }
};

describe('checkSwaggerNames', () => {
  it.each([
    ['api_ESignature', 'v2.1'],
    ['api_ESignature', 'v2.1.0'],
    ['api-click.v1', 'main'],
    ['api_ESignature', 'feature/x'],
    ['api_ESignature', 'fix#12'],
    ['api_ESignature', 'release/2024-01'],
  ])('takes repository %s at ref %s', (repo, ref) => {
    expect(refusal(repo, ref)).toBeUndefined();
  });

  it.each(['..', '.', '../etc', 'a/b', 'a\\b', 'a\u0000', '%2e%2e', 'a b', '', 'ü'])(
    'refuses repository %j, naming repo',
    (repo) => {
      expect(refusal(repo, 'v2.1')).toEqual({ status: 400, field: 'repo' });
    },
  );

  it.each([
    '..',
    '.',
    '../../etc/passwd',
    'v2.1/..',
    'a/./b',
    '.hidden',
    'a//b',
    '/etc/passwd',
    'main/',
    'main.',
    'main.lock',
    'a\\b',
    'v2.1\u0000',
    'v2.1\r\nSet-Cookie: x=1',
    'main ',
    'main?ref=evil',
    'a:b',
    'a~1',
    'a^{}',
    'a*',
    'a[0]',
    '@',
    'main@{1}',
    '%2e%2e%2fetc',
    '%00',
  ])('refuses ref %j, naming ref', (ref) => {
    expect(refusal('api_ESignature', ref)).toEqual({ status: 400, field: 'ref' });
  });
});
