import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiReferences } from '../../lib/reference/loadApiReferences';
import { readRegistry } from '../../lib/reference/registry';
import type { ApiReferenceModel } from '../../lib/reference/model';
import { signIn } from '../../test-support/signInFlow';
import { ADMIN, startServer, type RunningServer } from '../../test-support/testServer';
import { startRecordingProxy, type RecordingProxy } from './recordingProxy';

/** The APIs with an official Node.js SDK on npm (lib/samples/sdkPackages.ts), by registry name. */
export const NODE_SDK_APIS = [
  'esignature-v2.1',
  'click-v1',
  'admin-v2.1',
  'rooms-v2',
  'monitor-v2.0',
  'webforms-1.1.0',
];

/** The embedded platform samples run against: the app on loopback, a signed-in admin, the proxy. */
export interface SamplePlatform {
  server: RunningServer;
  proxy: RecordingProxy;
  token: string;
  accountId: string;
  dir: string;
  /** The primary versions of these APIs with their base paths under base_uri. */
  apis(names: string[]): Promise<{ model: ApiReferenceModel; basePath: string }[]>;
  /** A listener the Connect samples may name: loopback, as the platform's listener policy wants. */
  readerValues: Record<string, string>;
  stop(): Promise<void>;
}

export async function startSamplePlatform(): Promise<SamplePlatform> {
  const server = await startServer();
  const token = await signIn(server.base);
  const proxy = await startRecordingProxy(server.base);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
  return {
    server,
    proxy,
    token,
    accountId: ADMIN.accountId,
    dir,
    async apis(names) {
      const registry = await readRegistry();
      const models = (await loadApiReferences()).filter(
        (model) => model.isPrimary && names.includes(model.apiName),
      );
      return models.map((model) => ({
        model,
        basePath: registry.find((entry) => entry.swaggerName === model.apiName)!.apiBasePathDemo,
      }));
    },
    // Nothing listens there: the platform accepts a loopback listener and retries its deliveries.
    readerValues: { urlToPublishTo: 'https://127.0.0.1:9/esign' },
    async stop() {
      await proxy.close();
      await server.close();
    },
  };
}
