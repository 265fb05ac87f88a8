import { http } from '../../app/http';

export interface EloquaTrackingRequest {
  interest: string;
  globalUser: string | null;
  currentUser: string | null;
}

export async function postEloquaTracking(body: EloquaTrackingRequest): Promise<void> {
  await http.post('/api/eloqua', body);
}
