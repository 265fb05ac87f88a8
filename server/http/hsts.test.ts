/** @jest-environment node */
import { startServer, type RunningServer } from '../../test-support/testServer';
import { HSTS } from './security';

// Issue 16.7: Strict-Transport-Security only on answers over https.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

it('sends no HSTS over plain http', async () => {
  const response = await fetch(`${server.base}/api/search?q=x`);
  expect(response.headers.get('strict-transport-security')).toBeNull();
});

it('sends HSTS when the trusted proxy says the request came over https', async () => {
  const response = await server.app.inject({
    url: '/api/search?q=x',
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(response.headers['strict-transport-security']).toBe(HSTS);
});
