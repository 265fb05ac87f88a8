/** The sandbox test hooks' secret (SANDBOX_TEST_HOOKS_SECRET) of the e2e server; tests only. */
export const E2E_TEST_HOOKS_SECRET = 'e2e-test-hooks-secret-not-for-production';
