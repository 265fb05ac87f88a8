import { Button, Field, Select } from '../../../components/ui';
import { HOST_ENVIRONMENTS } from '../../../../lib/hostEnvironments';
import { POSTMAN_ENVIRONMENT_URL } from '../api';

/**
 * A plain url-encoded form: the browser posts it and saves the answer (an attachment), so it
 * works without JavaScript and the secret never passes through the page's state.
 */
export function PostmanEnvironmentForm() {
  return (
    <form
      className="postman-form"
      method="post"
      action={POSTMAN_ENVIRONMENT_URL}
      encType="application/x-www-form-urlencoded"
    >
      <Field label="Integration key">
        <input
          name="iKey"
          required
          pattern="[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
          placeholder="00000000-0000-0000-0000-000000000000"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field label="Secret key">
        <input name="iSec" type="password" required autoComplete="off" />
      </Field>
      <Field label="Environment">
        <Select
          name="hostenv"
          defaultValue="demo"
          options={HOST_ENVIRONMENTS.map((hostenv) => ({ value: hostenv, label: hostenv }))}
        />
      </Field>
      <p>
        <Button type="submit" variant="primary">
          Download environment
        </Button>
      </p>
    </form>
  );
}
