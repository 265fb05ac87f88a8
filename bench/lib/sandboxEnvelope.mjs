// The envelope the sandbox benchmarks create and read: one small text document, two signers,
// sent, in the seeded "Acme Demo" account of the embedded platform.
export const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';

export const envelopeDefinition = JSON.stringify({
  emailSubject: 'Bench envelope',
  status: 'sent',
  documents: [
    {
      documentId: '1',
      name: 'terms.txt',
      documentBase64: Buffer.from('Terms.').toString('base64'),
    },
  ],
  recipients: {
    signers: [
      {
        recipientId: '1',
        routingOrder: '1',
        name: 'Ann Lee',
        email: 'ann@example.test',
        clientUserId: 'a',
      },
      { recipientId: '2', routingOrder: '2', name: 'Bo Chen', email: 'bo@example.test' },
    ],
  },
});

/** The account's envelopes URL on the server at `origin`. */
export const envelopesUrl = (origin) =>
  `${origin}/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes`;

/** Creates one envelope with the token's user; answers its id. */
export async function createEnvelope(origin, token) {
  const created = await fetch(envelopesUrl(origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: envelopeDefinition,
  });
  if (created.status !== 201) throw new Error(`create envelope answered ${created.status}`);
  return (await created.json()).envelopeId;
}
