import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE_NAME = 'persist-secret';

/**
 * The key that encrypts the persisted `user` and `eloquaTracking` state in visitors' browsers:
 * GATSBY_PERSIST_SECRET when set, else a random key generated once for this install and kept
 * in the data directory, so rebuilds keep visitors signed in and no two installs share one.
 */
export function resolvePersistSecret(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  log: (line: string) => void = console.info,
): string {
  const configured = env.GATSBY_PERSIST_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir, FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a key an earlier build (or a parallel one) already wrote.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable key: delete it to generate a new one`);
  }
  log(`[devcenter] GATSBY_PERSIST_SECRET not set: using this install's own key in ${file}`);
  return secret;
}
