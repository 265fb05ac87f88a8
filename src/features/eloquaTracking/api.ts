import { http } from '../../app/http';
import type { EloquaEvent } from '../../../lib/analytics/contract';

/** POST /api/eloqua (docs/behaviour.md §7); the route needs no token, so none is sent. */
export async function postEloquaTracking(body: EloquaEvent): Promise<void> {
  await http.post('/api/eloqua', body, { headers: { Authorization: false } });
}
