import { http } from '../../app/http';

export { deleteKey, deleteSecret, listApplications } from '../tokenGenerator/api';
export type { Application } from '../tokenGenerator/api';

/** DELETE /api/applications (docs/behaviour.md §7): the integration key and all it holds. */
export async function deleteApplication(integrationKeyId: string): Promise<void> {
  await http.delete('/api/applications', { params: { integrationKeyId } });
}
