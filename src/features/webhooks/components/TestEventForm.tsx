import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, Field, Select } from '../../../components/ui';
import { webhooksActions } from '../webhooksSlice';

/** "Send a test event": a message to the chosen configuration's listener, signed like any other. */
export function TestEventForm() {
  const dispatch = useAppDispatch();
  const { configurations, sendingTest } = useAppSelector((state) => state.webhookDeliveries);
  const [chosen, setChosen] = useState('');
  const configurationId = chosen || configurations[0]?.connectId || '';
  if (configurations.length === 0) return null;
  return (
    <section aria-labelledby="webhook-test-title">
      <h2 id="webhook-test-title">Send a test event</h2>
      <form
        className="webhook-deliveries__test"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(webhooksActions.testEventRequested(configurationId));
        }}
      >
        <Field
          label="Configuration"
          hint="Its first event, about an envelope that does not exist, marked Test below."
        >
          <Select
            value={configurationId}
            onChange={(event) => setChosen(event.target.value)}
            options={configurations.map((configuration) => ({
              value: configuration.connectId,
              label: `${configuration.name || configuration.connectId} — ${configuration.urlToPublishTo}${configuration.disabled ? ' (disabled)' : ''}`,
            }))}
          />
        </Field>
        <Button type="submit" variant="primary" disabled={sendingTest}>
          {sendingTest ? 'Sending…' : 'Send a test event'}
        </Button>
      </form>
    </section>
  );
}
