import { http } from '../../app/http';
import type {
  ConnectConfigurationSummary,
  HmacKey,
  WebhookDeliveriesPage,
  WebhookDelivery,
} from '../../../lib/webhooks/contract';

// The Webhook deliveries page's calls (docs/behaviour.md §7), for the account the user is on.
const BASE = '/api/webhook-deliveries';
const account = (accountId: string) => ({ params: { accountId } });

export async function fetchDeliveries(accountId: string): Promise<WebhookDeliveriesPage> {
  const { data } = await http.get<WebhookDeliveriesPage>(BASE, {
    params: { accountId, count: 50 },
  });
  return data;
}

export async function fetchConfigurations(
  accountId: string,
): Promise<ConnectConfigurationSummary[]> {
  const { data } = await http.get<{ configurations: ConnectConfigurationSummary[] }>(
    `${BASE}/configurations`,
    account(accountId),
  );
  return data.configurations;
}

export async function fetchHmacKeys(accountId: string): Promise<HmacKey[]> {
  const { data } = await http.get<{ hmacKeys: HmacKey[] }>(`${BASE}/hmac-keys`, account(accountId));
  return data.hmacKeys;
}

export async function resendDelivery(accountId: string, deliveryId: string) {
  const { data } = await http.post<WebhookDelivery>(
    `${BASE}/${encodeURIComponent(deliveryId)}/resend`,
    undefined,
    account(accountId),
  );
  return data;
}

export async function sendTestEvent(accountId: string, configurationId: string) {
  const { data } = await http.post<WebhookDelivery>(
    `${BASE}/test`,
    { configurationId },
    account(accountId),
  );
  return data;
}

/** A new HMAC key: the only answer that holds its secret in clear. */
export async function createHmacKey(accountId: string): Promise<HmacKey> {
  const { data } = await http.post<HmacKey>(`${BASE}/hmac-keys`, undefined, account(accountId));
  return data;
}

export async function deleteHmacKey(accountId: string, keyId: string): Promise<void> {
  await http.delete(`${BASE}/hmac-keys/${encodeURIComponent(keyId)}`, account(accountId));
}
