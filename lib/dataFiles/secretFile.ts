import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkAccess, dataFileFailure } from './access';
import { DataFileError } from './dataFileError';

/** What a generated secret looks like: 32 random bytes, base64url (43 characters). */
const GENERATED = /^[A-Za-z0-9_-]{43}$/;

/**
 * A secret kept in a file of the data directory: generated once (mode 0600) when the file is
 * missing, so restarts and rebuilds keep it. An empty or malformed file stops start-up with an
 * error naming it, rather than being replaced (every cookie or stored session would break).
 * When two processes start together on one data directory, the first to link its file wins and
 * both read that one back: the secret is written to a file of its own first and linked into
 * place whole, so no process ever reads a file that is created but not yet written.
 */
export function readOrCreateSecretFile(file: string): string {
  let secret: string;
  try {
    secret = readOrCreate(file);
  } catch (error) {
    // Permissions, a full disk, a folder where the file belongs: named, with what to do.
    throw dataFileFailure(file, error) ?? error;
  }
  const advice = 'delete it to generate a new one (signed-in sessions then end)';
  if (secret === '') throw new DataFileError(file, 'is empty', advice);
  if (!GENERATED.test(secret)) {
    throw new DataFileError(
      file,
      'does not hold a generated secret (43 base64url characters)',
      advice,
    );
  }
  return secret;
}

function readOrCreate(file: string): string {
  const folder = path.dirname(file);
  checkAccess(folder, 'folder');
  checkAccess(file, 'file');
  fs.mkdirSync(folder, { recursive: true });
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
