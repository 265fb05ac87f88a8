import { http } from '../../app/http';
import type { UsageReport } from '../../../lib/usage/contract';

/** What the usage center asks for: a period and, optionally, one integration key. */
export interface UsageQuery {
  from: string;
  to: string;
  integrationKey?: string;
}

/** GET /api/usage: the signed-in user's calls to the platform, as the platform recorded them. */
export async function fetchUsage(query: UsageQuery): Promise<UsageReport> {
  const { data } = await http.get<UsageReport>('/api/usage', { params: query });
  return data;
}
