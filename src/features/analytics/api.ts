import { http } from '../../app/http';
import type { SignalEvent } from '../../../lib/analytics/contract';

/** POST /api/signal (docs/behaviour.md §7); no token goes with it: events are the visitor's. */
export async function postSignal(event: SignalEvent): Promise<void> {
  await http.post('/api/signal', event, { headers: { Authorization: false } });
}
