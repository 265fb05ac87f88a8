import path from 'node:path';
import { readOrCreateSecretFile } from '../../lib/dataFiles';

const FILE_NAME = 'cookie-secret';

/**
 * The secret that signs the sign-in cookie: the configured one, else one generated on first
 * start and kept in the data directory, so a restart mid-sign-in still accepts the cookie.
 * (Several instances must share COOKIE_SECRET; config.ts refuses DATABASE_URL without it.)
 */
export function resolveCookieSecret(configured: string | undefined, dataDir: string): string {
  return configured || readOrCreateSecretFile(path.join(dataDir, FILE_NAME));
}
