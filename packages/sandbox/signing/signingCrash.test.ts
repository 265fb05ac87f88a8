/** @jest-environment node */
import { readPageText } from '../documents/pdfText';
import { startServerProcess, type ServerProcess } from '../../../test-support/serverProcess';
import { signEverything } from '../test-support/signingCeremony';
import { ADMIN, bearer, signIn, tempDir } from '../../../test-support/testServer';

// The fault suite, signing part: the real server in its own process is killed with SIGKILL while
// signers are finishing their ceremonies (envelopes created, viewed and signed by several signers
// at once). Restarted on the same data directory, every finish it acknowledged is there whole:
// the envelope completed, the signer's values stamped into its document, its audit event kept.
// A finish cut short leaves its envelope as it was before, never half signed.

const children: ServerProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
});

const SIGNERS = 3;
const restapi = (base: string) => `${base}/sandbox/restapi/v2.1/accounts/${ADMIN.accountId}`;

function definition(n: number) {
  return {
    emailSubject: `Crash ${n}`,
    status: 'sent',
    documents: [
      {
        documentId: '1',
        name: 'terms.txt',
        documentBase64: Buffer.from(`Terms number ${n}.`).toString('base64'),
      },
    ],
    recipients: {
      signers: [
        {
          recipientId: '1',
          name: `Signer ${n}`,
          email: `signer-${n}@example.test`,
          clientUserId: `c-${n}`,
          tabs: {
            signHereTabs: [
              { documentId: '1', pageNumber: '1', xPosition: '100', yPosition: '200' },
            ],
            textTabs: [
              {
                documentId: '1',
                pageNumber: '1',
                xPosition: '100',
                yPosition: '300',
                tabLabel: 'company',
              },
            ],
          },
        },
      ],
    },
  };
}

it('keeps every acknowledged finish whole across a kill -9, and no half-signed envelope', async () => {
  const dataDir = tempDir('signing-crash-');
  const first = await startServerProcess({ DATA_DIR: dataDir });
  children.push(first);
  const token = await signIn(first.base);
  const headers = { ...bearer(token), 'content-type': 'application/json' };
  const acknowledged: { envelopeId: string; n: number }[] = [];
  const started: string[] = [];
  const failures: string[] = [];
  let stop = false;
  let sequence = 0;

  async function signOneAfterAnother() {
    while (!stop) {
      const n = (sequence += 1);
      try {
        const created = await fetch(`${restapi(first.base)}/envelopes`, {
          method: 'POST',
          headers,
          body: JSON.stringify(definition(n)),
        });
        if (created.status !== 201) return void failures.push(`create ${await created.text()}`);
        const { envelopeId } = (await created.json()) as { envelopeId: string };
        const view = await fetch(`${restapi(first.base)}/envelopes/${envelopeId}/views/recipient`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            returnUrl: 'http://127.0.0.1:9/back',
            authenticationMethod: 'none',
            userName: `Signer ${n}`,
            email: `signer-${n}@example.test`,
            clientUserId: `c-${n}`,
          }),
        });
        if (view.status !== 201) return void failures.push(`view ${await view.text()}`);
        started.push(envelopeId);
        const finished = await signEverything(
          ((await view.json()) as { url: string }).url,
          `Signer ${n}`,
        );
        if (finished.status === 200) acknowledged.push({ envelopeId, n });
        else failures.push(`finish ${finished.status} ${await finished.text()}`);
      } catch {
        return; // the server is gone
      }
    }
  }

  const signers = Array.from({ length: SIGNERS }, () => signOneAfterAnother());
  const deadline = Date.now() + 20_000;
  while (acknowledged.length < 6 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  first.process.kill('SIGKILL');
  stop = true;
  await first.exited;
  await Promise.all(signers);
  expect({ acknowledged: acknowledged.length, failures: failures.slice(0, 3) }).toEqual({
    acknowledged: expect.any(Number),
    failures: [],
  });
  expect(acknowledged.length).toBeGreaterThanOrEqual(6);

  const second = await startServerProcess({ DATA_DIR: dataDir });
  children.push(second);
  const again = { ...bearer(await signIn(second.base)) };
  for (const { envelopeId, n } of acknowledged) {
    const envelope = await fetch(`${restapi(second.base)}/envelopes/${envelopeId}`, {
      headers: again,
    });
    expect((await envelope.json()).status).toBe('completed');
    const pdf = await fetch(`${restapi(second.base)}/envelopes/${envelopeId}/documents/1`, {
      headers: again,
    });
    const text = (await readPageText(new Uint8Array(await pdf.arrayBuffer())))
      .flatMap((page) => page.runs.map((run) => run.str))
      .join(' ');
    expect(text).toContain(`Signed by Signer ${n} · ${envelopeId}`);
    const audit = await fetch(`${restapi(second.base)}/envelopes/${envelopeId}/audit_events`, {
      headers: again,
    });
    expect(JSON.stringify(await audit.json())).toContain('Signed');
  }
  // Those cut short: sent and waiting for their signer, or completed whole; nothing between.
  const done = new Set(acknowledged.map((entry) => entry.envelopeId));
  for (const envelopeId of started.filter((id) => !done.has(id))) {
    const envelope = (await (
      await fetch(`${restapi(second.base)}/envelopes/${envelopeId}?include=recipients`, {
        headers: again,
      })
    ).json()) as { status: string; recipients?: { signers: { status: string }[] } };
    const signer = envelope.recipients?.signers[0]?.status;
    expect([
      ['sent', 'sent'],
      ['sent', 'delivered'],
      ['delivered', 'delivered'],
      ['completed', 'completed'],
    ]).toContainEqual([envelope.status, signer]);
  }
  second.process.kill('SIGTERM');
  await second.exited;
}, 120_000);
