import type { StoredResource } from '../resources/store';
import type { WebForm } from './forms';

const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : undefined);

/** An instance's status now: a stored one, or expired once its time has passed unsubmitted. */
export function statusOf(instance: StoredResource): string {
  const status = String(instance.body.status);
  if (status === 'SUBMITTED' || status === 'FAILED') return status;
  return Date.now() > Number(instance.body.expiresAt) ? 'EXPIRED' : status;
}

/**
 * An instance as the Web Forms API answers it; its URL and token only when they are issued
 * (create, refresh), since only their hash is kept.
 */
export function instanceAnswer(
  instance: StoredResource,
  form: WebForm,
  issued?: { token: string; formUrl: string },
) {
  const body = instance.body;
  const created = body.createdBy as { id: string; name: string } | undefined;
  return Object.fromEntries(
    Object.entries({
      id: instance.id,
      formId: form.id,
      accountId: form.accountId,
      clientUserId: body.clientUserId,
      formUrl: issued?.formUrl,
      instanceToken: issued?.token,
      tokenExpirationDateTime: issued ? iso(body.expiresAt) : undefined,
      status: statusOf(instance),
      formValues: body.formValues,
      tags: body.tags,
      envelopes: body.envelopes,
      instanceMetadata: {
        createdDateTime: iso(instance.created),
        createdBy: created && { userId: created.id, userName: created.name },
        lastModifiedDateTime: iso(instance.updated),
        expirationDateTime: iso(body.expiresAt),
        submittedDateTime: iso(body.submittedAt),
      },
    }).filter(([, value]) => value !== undefined),
  );
}
