// Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL.
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

// The signer is embedded (a clientUserId): your app signs them in and opens their signing
// ceremony itself, so the platform sends them no email.
const SIGNER_CLIENT_ID = '1000';

const accountUrl = () =>
  `${config.basePath}/v2.1/accounts/${encodeURIComponent(config.accountId)}`;

/** POSTs JSON with the token; the answer's JSON, or an error naming the status and message. */
async function post(token, path, body, what) {
  const response = await fetch(`${accountUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) {
    throw new Error(`${what} failed (${response.status}): ${answer.message ?? JSON.stringify(answer)}`);
  }
  return answer;
}

async function sendEnvelope(token) {
  const document = 'Hello from the quickstart.\nPlease sign this document.\n\nSignature: /sn1/\n';
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
        {
          email: config.signerEmail,
          name: config.signerName,
          recipientId: '1',
          routingOrder: '1',
          clientUserId: SIGNER_CLIENT_ID,
          // The signature goes where the document says /sn1/.
          tabs: { signHereTabs: [{ anchorString: '/sn1/', anchorXOffset: '20', anchorYOffset: '10' }] },
        },
      ],
    },
  };
  return (await post(token, '/envelopes', envelope, 'Sending the envelope')).envelopeId;
}

/** The signer's embedded signing URL: it works once, within five minutes. */
async function signingUrl(token, envelopeId) {
  const view = {
    returnUrl: config.returnUrl,
    authenticationMethod: 'none',
    email: config.signerEmail,
    userName: config.signerName,
    clientUserId: SIGNER_CLIENT_ID,
  };
  const path = `/envelopes/${encodeURIComponent(envelopeId)}/views/recipient`;
  return (await post(token, path, view, 'The recipient view')).url;
}

try {
  const token = await accessToken();
  const envelopeId = await sendEnvelope(token);
  console.log(`Envelope sent. Envelope ID: ${envelopeId}`);
  console.log(`Sign it in your browser (the link works once, within 5 minutes): ${await signingUrl(token, envelopeId)}`);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
