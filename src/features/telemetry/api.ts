import { http } from '../../app/http';

/** A telemetry event of the app (docs/behaviour.md §7, POST /api/client-otel-metrics). */
export interface ClientEvent {
  eventSource: string;
  eventData: Record<string, unknown>;
  globalUserUuid: string | null;
}

/** Sends the event; the route needs no token, so none is sent (`Authorization: false`). */
export async function postClientEvent({ globalUserUuid, ...event }: ClientEvent): Promise<void> {
  await http.post(
    '/api/client-otel-metrics',
    globalUserUuid ? { ...event, globalUserUuid } : event,
    { headers: { Authorization: false } },
  );
}
