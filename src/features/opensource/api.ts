import { http } from '../../app/http';
import type { OpensourceConfiguration, OpensourceRepository } from './opensourceSlice';

export async function fetchOpensourceManifest(): Promise<OpensourceConfiguration> {
  const { data } = await http.get<OpensourceConfiguration>('/api/opensource-manifest');
  if (typeof data !== 'object' || data === null) throw new Error('The manifest is not an object');
  return data;
}

export async function fetchOpensourceRepositories(): Promise<OpensourceRepository[]> {
  const { data } = await http.get<OpensourceRepository[]>('/api/opensource-repositories');
  if (!Array.isArray(data)) throw new Error('The repository list is not a list');
  return data;
}
