import path from 'node:path';
import { readOrCreateSecretFile } from '../lib/dataFiles/secretFile';

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
  const secret = readOrCreateSecretFile(file);
  log(`[devcenter] GATSBY_PERSIST_SECRET not set: using this install's own key in ${file}`);
  return secret;
}
