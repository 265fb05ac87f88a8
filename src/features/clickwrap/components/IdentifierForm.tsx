import { useState, type FormEvent } from 'react';
import { Button, Field, Select } from '../../../components/ui';
import { CountrySelect } from '../../../components/site/CountrySelect';
import { CLICKWRAP_ENVIRONMENTS, type ClickwrapIdentifier } from '../clickwrap';

const GUID_HINT = '00000000-0000-0000-0000-000000000000';

/** Step 1: where the clickwrap lives and who agrees. Checks are the page's, not the browser's. */
export function IdentifierForm(props: {
  initial: ClickwrapIdentifier;
  onSubmit: (identifier: ClickwrapIdentifier) => void;
}) {
  const [identifier, setIdentifier] = useState(props.initial);
  const set = (name: keyof ClickwrapIdentifier) => (value: string) =>
    setIdentifier((previous) => ({ ...previous, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(identifier);
  };
  const text = (
    name: 'accountId' | 'clickwrapId' | 'clientUserId',
    label: string,
    hint?: string,
  ) => (
    <Field label={label}>
      <input
        name={name}
        value={identifier[name]}
        onChange={(event) => set(name)(event.target.value)}
        placeholder={hint}
        required
        autoComplete="off"
        spellCheck={false}
      />
    </Field>
  );
  return (
    <form aria-label="Clickwrap identifier" noValidate onSubmit={submit}>
      <Field label="Environment">
        <Select
          name="environment"
          value={identifier.environment}
          options={CLICKWRAP_ENVIRONMENTS.map((environment) => ({
            value: environment,
            label: environment,
          }))}
          onChange={(event) => set('environment')(event.target.value)}
        />
      </Field>
      {text('accountId', 'Account ID', GUID_HINT)}
      {text('clickwrapId', 'Clickwrap ID', GUID_HINT)}
      {text('clientUserId', 'Client user ID', 'tester@example.test')}
      <Field label="Signer's country">
        <CountrySelect
          value={identifier.country}
          onChange={(event) => set('country')(event.target.value)}
        />
      </Field>
      <p>
        <Button type="submit" variant="primary">
          Render clickwrap
        </Button>
      </p>
    </form>
  );
}
