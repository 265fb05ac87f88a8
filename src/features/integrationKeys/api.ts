import { http } from '../../app/http';
import type { Application, RsaKey } from '../tokenGenerator/api';

export {
  createApplication,
  createSecret,
  deleteKey,
  deleteSecret,
  listApplications,
} from '../tokenGenerator/api';
export type { Application, NewApplication, RsaKey, Secret } from '../tokenGenerator/api';

/** What an edit of a key changes (docs/behaviour.md §7: PUT /api/applications). */
export interface ApplicationChanges {
  name: string;
  redirect_uris: string[];
}

/** DELETE /api/applications (docs/behaviour.md §7): the integration key and all it holds. */
export async function deleteApplication(integrationKeyId: string): Promise<void> {
  await http.delete('/api/applications', { params: { integrationKeyId } });
}

/** PUT /api/applications: a key's new name and redirect URIs; answers the key as listed. */
export async function updateApplication(
  integrationKeyId: string,
  changes: ApplicationChanges,
): Promise<Application> {
  const { data } = await http.put<Application>('/api/applications', {
    integrationKeyId,
    ...changes,
  });
  return data;
}

/** POST /api/keys: a new RSA key pair on the key; its private key is in this answer only. */
export async function createRsaKey(integrationKeyId: string): Promise<RsaKey> {
  const { data } = await http.post<RsaKey>('/api/keys', { integrationKeyId });
  return data;
}
