import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { watchWebhooks } from '../webhooksSaga';
import { LoginPrompt } from '../../tokenGenerator/components/LoginPrompt';
import { selectIsAccountAdmin, selectIsLoggedIn, selectToken } from '../../user/selectors';
import { webhooksActions } from '../webhooksSlice';
import { DeliveriesSection } from './DeliveriesSection';
import { HmacKeys } from './HmacKeys';
import { TestEventForm } from './TestEventForm';
import './webhookDeliveries.css';

import { WEBHOOK_DELIVERIES_PATH } from '../../../../lib/site/sitePaths';

export { WEBHOOK_DELIVERIES_PATH };

/** How often the list is read again while a delivery waits for its next attempt. */
const REFRESH_MS = 2000;

/**
 * /tools/webhook-deliveries/: the Connect messages the platform sent for the signed-in
 * administrator's account, with Resend, a test event and the account's HMAC keys. Connect is
 * an administrator's setting, so a member is told so and nothing is asked of the platform.
 */
export function WebhookDeliveriesPage() {
  useSaga(watchWebhooks);
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const token = useAppSelector(selectToken);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAccountAdmin);
  const { deliveries, loaded } = useAppSelector((state) => state.webhookDeliveries);
  const waiting = deliveries.some((delivery) => delivery.status === 'pending');

  useEffect(() => {
    if (hydrated && isAdmin) dispatch(webhooksActions.pageOpened());
  }, [hydrated, isAdmin, dispatch]);

  // Pending deliveries change on their own (the worker sends them): read them again meanwhile.
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => dispatch(webhooksActions.refreshRequested()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, dispatch]);

  if (!hydrated) return <p>Loading…</p>;
  if (!token) {
    return (
      <LoginPrompt
        text="Log in to see the webhook deliveries of your account."
        returnTo={WEBHOOK_DELIVERIES_PATH}
      />
    );
  }
  if (!isLoggedIn) return <p>Loading your account…</p>;
  if (!isAdmin) {
    return (
      <p>
        Connect webhooks are an account administrator&apos;s setting: sign in as an administrator of
        the account to see its deliveries.
      </p>
    );
  }
  return (
    <div className="webhook-deliveries">
      <p>
        Every Connect message the platform sent for your account: the event, the listener, what it
        answered and each attempt. Failed deliveries are retried with growing waits; Resend tries
        one again now.
      </p>
      {loaded && <TestEventForm />}
      <DeliveriesSection />
      {loaded && <HmacKeys />}
    </div>
  );
}
