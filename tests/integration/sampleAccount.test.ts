/** @jest-environment node */
import { SANDBOX_ACCOUNT } from '@developer-center/sandbox/seed';
import { sampleValue } from '../../lib/reference/sample';
import { SANDBOX_ACCOUNT_NAME } from '../../lib/reference/sampleValues/names';

// The reference's examples show the embedded platform's seeded account, so a reader who copies
// one calls an account that exists there: lib/ cannot import the platform, so this test holds
// the two together.

it('examples name the sandbox’s seeded account', () => {
  const accountId = sampleValue(
    { type: 'string', format: 'uuid', constraints: {} },
    { leaveOut: 'readOnly', name: 'accountId', seed: 'GET /v2.1/accounts/{accountId}' },
  );
  expect(accountId).toBe(SANDBOX_ACCOUNT.accountId);
  expect(SANDBOX_ACCOUNT_NAME).toBe(SANDBOX_ACCOUNT.accountName);
});
