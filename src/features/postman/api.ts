// The Postman tool's downloads (docs/behaviour.md §7): plain links and a form post, no state.
import { listApplications } from '../tokenGenerator/api';

/** The collection of one API version (by its swaggerName), as a download. */
export const postmanCollectionUrl = (swaggerName: string) =>
  `/api/postman/collections/${encodeURIComponent(swaggerName)}`;

export const POSTMAN_ENVIRONMENT_URL = '/api/postman/environment';

/** An integration key the form offers: its id and name. */
export interface ReaderKey {
  id: string;
  name: string;
}

/** The signed-in administrator's keys (GET /api/applications), newest first. */
export async function readerKeys(): Promise<ReaderKey[]> {
  const applications = await listApplications();
  return applications.map(({ client_id, name }) => ({ id: client_id, name })).reverse();
}
