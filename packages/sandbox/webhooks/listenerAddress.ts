import { admitListener, type ListenerPolicy } from './listenerPolicy';
import { invalidField, listenerRefusal } from './fields';

/**
 * The listener URL of a configuration or an envelope's eventNotification, admitted by the rule
 * delivery applies (`admitListener`): one that delivery would always refuse (off loopback and
 * the allow-list, a metadata or link-local address in any spelling, a listed name resolving
 * inside the network) is refused now, 400 naming the field, rather than failing on the
 * deliveries page later. Answers the URL as delivery will read it.
 */
export async function admittedListener(
  url: string,
  field: string,
  policy: ListenerPolicy,
): Promise<string> {
  const admitted = await admitListener(url, policy);
  if (!admitted.allowed) throw invalidField(field, listenerRefusal(admitted.reason));
  return admitted.url.href;
}
