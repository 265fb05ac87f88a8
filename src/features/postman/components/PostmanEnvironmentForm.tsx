import { useEffect, useId, useState } from 'react';
import { useAppSelector, useHydrated } from '../../../app/hooks';
import { Button, Field, Select } from '../../../components/ui';
import { HOST_ENVIRONMENTS } from '../../../../lib/hostEnvironments';
import { selectCurrentAccount, selectIsAccountAdmin, selectUserInfo } from '../../user/selectors';
import { POSTMAN_ENVIRONMENT_URL, readerKeys, type ReaderKey } from '../api';

const GUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * A plain url-encoded form: the browser posts it and saves the answer (an attachment), so it
 * works without JavaScript and the secret never passes through the page's state. For a
 * signed-in reader it comes filled in: their account and user ids, and their integration key
 * (an administrator's keys to choose from). The secret is optional.
 */
export function PostmanEnvironmentForm() {
  const hydrated = useHydrated();
  const userInfo = useAppSelector(selectUserInfo);
  const account = useAppSelector(selectCurrentAccount);
  const isAdmin = useAppSelector(selectIsAccountAdmin);
  const [keys, setKeys] = useState<ReaderKey[]>([]);
  const [iKey, setIKey] = useState('');
  const [accountId, setAccountId] = useState('');
  const [userId, setUserId] = useState('');
  const listId = useId();

  // The reader's ids arrive after hydration; a field the reader already typed in is kept.
  useEffect(() => {
    if (account) setAccountId((current) => current || account.account_id);
    if (userInfo) setUserId((current) => current || userInfo.sub);
  }, [account, userInfo]);

  useEffect(() => {
    if (!hydrated || !isAdmin) return;
    let live = true;
    readerKeys()
      .then((found) => {
        if (!live) return;
        setKeys(found);
        setIKey((current) => current || found[0]?.id || '');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hydrated, isAdmin]);

  return (
    <form
      className="postman-form"
      method="post"
      action={POSTMAN_ENVIRONMENT_URL}
      encType="application/x-www-form-urlencoded"
    >
      <Field
        label="Integration key"
        required
        hint={
          keys.length > 0
            ? 'One of your account’s keys, or any other.'
            : 'Your integration key (client id): see Integration keys, or create one with the quickstart.'
        }
      >
        <input
          name="iKey"
          required
          pattern={GUID_PATTERN}
          placeholder="00000000-0000-0000-0000-000000000000"
          autoComplete="off"
          spellCheck={false}
          list={keys.length > 0 ? listId : undefined}
          value={iKey}
          onChange={(event) => setIKey(event.target.value)}
        />
      </Field>
      {keys.length > 0 && (
        <datalist id={listId}>
          {keys.map((key) => (
            <option key={key.id} value={key.id}>
              {key.name}
            </option>
          ))}
        </datalist>
      )}
      <Field
        label="Secret key (optional)"
        hint="Only for your own OAuth requests; the collections call with an access token. Left empty, the environment keeps the variable empty."
      >
        <input name="iSec" type="password" autoComplete="off" />
      </Field>
      <Field label="Account ID (optional)" hint="Filled in when you are signed in.">
        <input
          name="accountId"
          pattern={GUID_PATTERN}
          autoComplete="off"
          spellCheck={false}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
        />
      </Field>
      <Field
        label="User ID (optional)"
        hint="The JWT grant's sub; filled in when you are signed in."
      >
        <input
          name="userId"
          pattern={GUID_PATTERN}
          autoComplete="off"
          spellCheck={false}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        />
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
