import { createPrivateKey } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { LoadedProject } from './catalogue';
import type { ZipEntry } from './zip';

/** What codeload writes into a project's config.json (the same keys in every language). */
export interface ProjectSettings {
  integrationKey: string;
  userId: string;
  accountId: string;
  /** The eSignature REST API base: the account's base_uri + /restapi, e.g. http://127.0.0.1:9000/sandbox/restapi. */
  basePath: string;
  /** The OAuth base, e.g. http://127.0.0.1:9000/sandbox/oauth. */
  oAuthBasePath: string;
  signerEmail: string;
  signerName: string;
  /** Where the embedded signing ceremony returns the signer (the portal's quickstart page). */
  returnUrl: string;
}

export const PRIVATE_KEY_FILE = 'private.key';

/**
 * The request's RSA private key as PEM, checked: it must parse as an RSA private key, so a
 * project never ships with something that would only fail later at the token endpoint.
 */
export function checkedPrivateKey(pem: string): string {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new HttpError(400, 'privateKey must be an RSA private key in PEM', {
      field: 'privateKey',
    });
  }
}

/**
 * The zip's one top folder, named as the zip is (`{application}-{language}`): unpacked, the
 * project lands in a folder of its own, never among the files of the Downloads folder.
 */
export const projectFolder = (project: Pick<LoadedProject, 'application' | 'language'>) =>
  `${project.application}-${project.language}`;

/**
 * The template's files with config.json (and private.key, when the key is known) written for
 * this user, under the project's top folder. Entry names are the catalogue's and the
 * template's; nothing from the request becomes a name.
 */
export function projectEntries(
  project: LoadedProject,
  settings: ProjectSettings,
  privateKeyPem: string | undefined,
): ZipEntry[] {
  const config = { ...settings, privateKeyFile: PRIVATE_KEY_FILE };
  const folder = projectFolder(project);
  return project.files.map((file) => {
    const name = `${folder}/${file.name}`;
    if (file.name === 'config.json') {
      return { name, data: Buffer.from(`${JSON.stringify(config, null, 2)}\n`) };
    }
    if (file.name === PRIVATE_KEY_FILE && privateKeyPem !== undefined) {
      return { name, data: Buffer.from(privateKeyPem) };
    }
    return { name, data: file.data };
  });
}
