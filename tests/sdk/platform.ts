import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startBalancer, type RunningBalancer } from '../../test-support/haproxy';
import {
  startServerProcess,
  stopServer,
  type ServerProcess,
} from '../../test-support/serverProcess';
import { signIn } from '../../test-support/signInFlow';
import { ADMIN } from '../../test-support/testServer';
import { selfSignedCertificate } from '../../test-support/tls';

const run = promisify(execFile);

/**
 * The portal with its embedded platform as an integration meets a real one: behind a
 * TLS-terminating balancer (HAProxy with the shipped config and a self-signed certificate the
 * integration trusts through NODE_EXTRA_CA_CERTS), since the platform's SDKs call OAuth over
 * https only. An integration key with an RSA pair is made for the demo admin, as a developer
 * makes one in the portal.
 */
export interface SdkPlatform {
  /** https://127.0.0.1:<port>: the site and, under /sandbox, the platform. */
  origin: string;
  /** The OAuth base path as the SDKs take it: host and path, no scheme. */
  oAuthBasePath: string;
  certificate: string;
  accessToken: string;
  integrationKey: string;
  userId: string;
  dir: string;
  /** Runs a script of tests/sdk with its config; answers its printed JSON. */
  script(
    name: string,
    args: string[],
    config?: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** A PDF with the anchor string the code examples place their signature on. */
export async function loremPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Lorem ipsum dolor sit amet.', { x: 72, y: 700, size: 14, font });
  page.drawText('Agreed: /sn1/', { x: 72, y: 600, size: 12, font });
  return Buffer.from(await doc.save());
}

export async function startSdkPlatform(env: Record<string, string> = {}): Promise<SdkPlatform> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devcenter-sdk-'));
  const tls = selfSignedCertificate();
  let server: ServerProcess | undefined;
  let balancer: RunningBalancer | undefined;
  try {
    server = await startServerProcess({
      DATA_DIR: path.join(dir, 'data'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    });
    balancer = await startBalancer([`127.0.0.1:${server.port}`], { tlsPem: tls.pem });
    const origin = balancer.tlsBase!;
    // The demo admin signs in and makes an integration key with an RSA pair (the portal's quickstart does the same).
    const accessToken = await signIn(server.base);
    const keys = await fetch(
      `${server.base}/sandbox/management/v1/accounts/${ADMIN.accountId}/applications`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'SDK integration',
          shouldCreateSecretKey: true,
          shouldCreateRSAKey: true,
        }),
      },
    );
    const key = (await keys.json()) as { client_id: string; keys: { privateKey: string }[] };
    const privateKeyFile = path.join(dir, 'private.key');
    fs.writeFileSync(privateKeyFile, key.keys[0].privateKey, { mode: 0o600 });
    const documentFile = path.join(dir, 'lorem.pdf');
    fs.writeFileSync(documentFile, await loremPdf());
    const oAuthBasePath = `${new URL(origin).host}/sandbox`;
    const base = {
      oAuthBasePath,
      integrationKey: key.client_id,
      userId: ADMIN.userId,
      privateKeyFile,
      documentFile,
      outDir: dir,
    };
    const running = { server, balancer };
    return {
      origin,
      oAuthBasePath,
      certificate: tls.certificate,
      accessToken,
      integrationKey: key.client_id,
      userId: ADMIN.userId,
      dir,
      async script(name, args, config = {}) {
        const configFile = path.join(dir, `${name}.json`);
        fs.writeFileSync(configFile, JSON.stringify({ ...base, ...config }));
        const { stdout } = await run(
          process.execPath,
          [path.join(__dirname, name), configFile, ...args],
          {
            env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificate },
            timeout: 60_000,
          },
        );
        return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
      },
      async stop() {
        await running.balancer.stop();
        await stopServer(running.server);
      },
    };
  } catch (error) {
    await balancer?.stop();
    if (server) await stopServer(server);
    throw error;
  }
}
