// Quickstart: authenticate with the JWT grant, send an envelope and get its embedded signing URL;
// once it is signed, `node index.js download <envelopeId>` saves the completed PDF.
// Node.js 20 or later, no dependencies: fetch and node:crypto are built in.
import { sign } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

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

/** The answer of a request; an error names the URL, the status and the platform's message. */
async function call(url, init) {
  const response = await fetch(url, init);
  if (response.ok) return response;
  const body = await response.json().catch(() => ({}));
  const detail = body.error_description ?? body.message ?? body.error ?? 'no details in the answer';
  throw new Error(`${url.split('?')[0]} answered ${response.status}: ${detail}`);
}

async function accessToken() {
  const response = await call(`${config.oAuthBasePath}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: assertion(),
    }),
  });
  return (await response.json()).access_token;
}

// The signer is embedded (a clientUserId): your app signs them in and opens their signing
// ceremony itself, so the platform sends them no email.
const SIGNER_CLIENT_ID = '1000';

const envelopeUrl = (envelopeId = '') =>
  `${config.basePath}/v2.1/accounts/${encodeURIComponent(config.accountId)}/envelopes` +
  (envelopeId ? `/${encodeURIComponent(envelopeId)}` : '');

/** POSTs JSON with the token; answers the JSON answer. */
async function post(token, url, body) {
  const response = await call(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

const get = (token, url) => call(url, { headers: { authorization: `Bearer ${token}` } });

async function sendEnvelope(token) {
  // document.pdf marks the signature's place with the anchor text /sn1/, drawn in white.
  const document = await readFile(here('./document.pdf'));
  const envelope = {
    emailSubject: 'Please sign this quickstart document',
    status: 'sent',
    documents: [
      {
        documentId: '1',
        name: 'Quickstart document',
        fileExtension: 'pdf',
        documentBase64: document.toString('base64'),
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
          tabs: {
            signHereTabs: [
              { anchorString: '/sn1/', anchorUnits: 'pixels', anchorXOffset: '20', anchorYOffset: '10' },
            ],
          },
        },
      ],
    },
  };
  return (await post(token, envelopeUrl(), envelope)).envelopeId;
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
  return (await post(token, `${envelopeUrl(envelopeId)}/views/recipient`, view)).url;
}

/** Once signed: the completed PDF (every document, signatures stamped) saved beside config.json. */
async function downloadCompleted(token, envelopeId) {
  const { status } = await (await get(token, envelopeUrl(envelopeId))).json();
  if (status !== 'completed') {
    throw new Error(`Envelope ${envelopeId} is ${status}, not completed yet: sign it first.`);
  }
  const pdf = await get(token, `${envelopeUrl(envelopeId)}/documents/combined`);
  const file = `completed-${envelopeId}.pdf`;
  await writeFile(here(`./${file}`), Buffer.from(await pdf.arrayBuffer()));
  return file;
}

const [command, envelopeId] = process.argv.slice(2);
try {
  if (command === 'download' && envelopeId) {
    const file = await downloadCompleted(await accessToken(), envelopeId);
    console.log(`Envelope ${envelopeId} is completed. Saved the completed PDF to ${file}`);
  } else if (command === undefined) {
    const token = await accessToken();
    const id = await sendEnvelope(token);
    console.log(`Envelope sent. Envelope ID: ${id}`);
    console.log(`Sign it in your browser (the link works once, within 5 minutes): ${await signingUrl(token, id)}`);
    console.log(`After signing, download the completed PDF: node index.js download ${id}`);
  } else {
    throw new Error('Usage: node index.js [download <envelopeId>]');
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
