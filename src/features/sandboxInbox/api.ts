import { http } from '../../app/http';
import type { InboxPage } from '../../../lib/inbox/contract';

/** GET /api/inbox: a page of the mails the sandbox would have sent for the user's account. */
export async function fetchInbox(startPosition: number, count: number): Promise<InboxPage> {
  const { data } = await http.get<InboxPage>('/api/inbox', {
    params: { start_position: startPosition, count },
  });
  return data;
}
