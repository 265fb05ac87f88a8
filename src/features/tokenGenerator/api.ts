import { http } from '../../app/http';
import type { AccessTokenData } from './tokenGeneratorSlice';

/** A client secret as the platform lists it: masked secrets begin with 12 asterisks. */
export interface Secret {
  id: string;
  secret: string;
  type: string;
}

/** An RSA key pair of an integration key; the private key only comes with its creation. */
export interface RsaKey {
  id: string;
  type: string;
  privateKey?: string;
  publicKey?: string;
}

/** An integration key (application) of the signed-in user's account. */
export interface Application {
  client_id: string;
  name: string;
  redirect_uris: string[];
  secrets?: Secret[];
  keys?: RsaKey[];
}

export interface NewApplication {
  name: string;
  redirect_uris: string[];
  shouldCreateSecretKey: boolean;
  shouldCreateRSAKey: boolean;
}

/** docs/behaviour.md §9: creating a key may take up to 20 s. */
export const CREATE_APPLICATION_TIMEOUT_MS = 20_000;

export async function listApplications(): Promise<Application[]> {
  const { data } = await http.get<{ applications?: Application[] }>('/api/applications');
  return data.applications ?? [];
}

export async function createApplication(application: NewApplication): Promise<Application> {
  const { data } = await http.post<Application>('/api/applications', application, {
    timeout: CREATE_APPLICATION_TIMEOUT_MS,
  });
  return data;
}

export async function createSecret(integrationKeyId: string): Promise<Secret> {
  const { data } = await http.post<Secret>('/api/secrets', { integrationKeyId });
  return data;
}

export async function deleteSecret(integrationKeyId: string, secretId: string): Promise<void> {
  await http.delete('/api/secrets', { params: { integrationKeyId, secretId } });
}

export async function deleteKey(integrationKeyId: string, keyId: string): Promise<void> {
  await http.delete('/api/keys', { params: { integrationKeyId, keyId } });
}

export async function fetchAccessToken(
  integrationKeyId: string,
  secretKey: string,
  authorizationCode: string,
): Promise<AccessTokenData> {
  const { data } = await http.get<AccessTokenData>('/api/access-token', {
    params: { integrationKeyId, secretKey, authorizationCode },
  });
  return data;
}
