/** @jest-environment node */
import {
  newsletterJourney,
  quickstartJourney,
  signInJourney,
  telemetryJourney,
  tokenGeneratorJourney,
} from '../../../test-support/secretJourneys';
import { SecretLedger } from '../../../test-support/secretLedger';
import {
  embeddedJourney,
  envelopeViewsJourney,
  mangledLinksJourney,
  remoteSignerJourney,
} from '@developer-center/sandbox/test-support/signingJourneys';
import { startServer, type RunningServer } from '../../../test-support/testServer';

// Issue 33.3: every journey that makes a secret (a token, a code, a link, a session, a cookie, a
// client secret, a password), run against the real server with every log line it writes
// (level trace), then the whole log searched for each secret the journeys produced.

let server: RunningServer;
const ledger = new SecretLedger();

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'trace' });
  const { base } = server;
  const token = await signInJourney(base, ledger);
  await tokenGeneratorJourney(base, token, ledger);
  await quickstartJourney(base, token, ledger);
  await embeddedJourney(base, token, ledger);
  await remoteSignerJourney(base, token, ledger);
  await envelopeViewsJourney(base, token, ledger);
  await mangledLinksJourney(base, ledger);
  await newsletterJourney(base, server.config.store, ledger);
  await telemetryJourney(base, token, ledger);
}, 120_000);
afterAll(() => server.close());

it('logged every journey', () => {
  const log = server.logs.join('');
  for (const step of [
    '/auth/callback?code=[Redacted]&state=[Redacted]',
    '/token-generator/?code=[Redacted]&state=[Redacted]',
    'secretKey=[Redacted]&authorizationCode=[Redacted]',
    '"url":"/api/codeload"',
    '/sandbox/oauth/token?grant_type=urn',
    '"url":"/sandbox/signing/[Redacted]"',
    '"url":"/sandbox/signing/s/[Redacted]/"',
    '"url":"/sandbox/signing/s/[Redacted]/finish"',
    '"url":"/sandbox/signing/s/[Redacted]/decline"',
    '"url":"/sandbox/signing/s/[Redacted]/close"',
    '"url":"/sandbox/signing/[Redacted]/extra"',
    '"url":"/sandbox/%73igning/[Redacted]"',
    '"url":"/api/inbox?accountId=',
    'confirmation mail queued',
    '/api/newsletter-signup/confirm?token=[Redacted]',
    '"msg":"client event"',
  ]) {
    expect([step, log.includes(step)]).toEqual([step, true]);
  }
  expect(ledger.secrets.size).toBeGreaterThan(30);
});

it('holds none of the secrets the journeys produced', () => {
  expect(ledger.foundIn(server.logs.join(''))).toEqual([]);
});
