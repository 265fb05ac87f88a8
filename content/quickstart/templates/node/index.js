// Quickstart: authenticate with the JWT grant and send an envelope.
// Node.js 20 or later, no dependencies: fetch and node:crypto are built in.
import { sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const here = (name) => new URL(name, import.meta.url);
const config = JSON.parse(await readFile(here('./config.json'), 'utf8'));
const privateKey = await readFile(here(config.privateKeyFile ?? 'private.key'), 'utf8');

const base64url = (value) => Buffer.from(value).toString('base64url');

/** A JWT assertion signed RS256 with the integration key's private key (RFC 7523). */
function assertion() {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT' };
  const claims = {
    iss: config.integrationKey,
    sub: config.userId,
    aud: new URL(config.oAuthBasePath).host,
    iat: now,
    exp: now + 3600,
    scope: 'signature impersonation',
  };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('RSA-SHA256', Buffer.from(input), privateKey);
  return `${input}.${signature.toString('base64url')}`;
}

async function accessToken() {
  const response = await fetch(`${config.oAuthBasePath}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: assertion(),
    }),
  });
  const body = await response.json();
  if (!response.ok) {
    throw new Error(`Token request failed (${response.status}): ${body.error_description ?? body.error}`);
  }
  return body.access_token;
}

async function sendEnvelope(token) {
  const document = 'Hello from the quickstart.\nPlease sign this document.\n';
  const envelope = {
    emailSubject: 'Please sign this quickstart document',
    status: 'sent',
    documents: [
      {
        documentId: '1',
        name: 'Quickstart document',
        fileExtension: 'txt',
        documentBase64: Buffer.from(document).toString('base64'),
      },
    ],
    recipients: {
      signers: [
        { email: config.signerEmail, name: config.signerName, recipientId: '1', routingOrder: '1' },
      ],
    },
  };
  const url = `${config.basePath}/v2.1/accounts/${encodeURIComponent(config.accountId)}/envelopes`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(envelope),
  });
  const body = await response.json();
  if (!response.ok) {
    throw new Error(`Sending the envelope failed (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  }
  return body.envelopeId;
}

try {
  const envelopeId = await sendEnvelope(await accessToken());
  console.log(`Envelope sent. Envelope ID: ${envelopeId}`);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
