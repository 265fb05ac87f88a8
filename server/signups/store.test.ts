/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { openPortalStore, type PortalStore } from '../portalStore';
import { ENGINES } from '../../test-support/stores';
import { addSignup, confirmSignup, findSignup } from './store';

const link = (token: string) => `http://127.0.0.1:9000/confirm?token=${token}`;

describe.each(ENGINES)('sign-ups on $engine', ({ location }) => {
  let stores: PortalStore[];
  beforeAll(async () => {
    const where = await location();
    stores = [await openPortalStore(where), await openPortalStore(where)];
  });
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  it('stores a sign-up and its confirmation mail, once per address whatever its case', async () => {
    const [one, two] = stores;
    const created = await addSignup(one.db, 'Reader@Example.test', link);
    expect(created.kind).toBe('created');
    expect(await addSignup(two.db, 'reader@example.TEST', link)).toEqual({ kind: 'duplicate' });
    const outbox = await two.db.selectFrom('signup_outbox').selectAll().execute();
    expect(outbox).toEqual([expect.objectContaining({ email: 'reader@example.test' })]);
    const token = new URL((created as { link: string }).link).searchParams.get('token')!;
    expect(await confirmSignup(two.db, token)).toBe('confirmed');
    expect(await confirmSignup(one.db, token)).toBe('already');
    expect(await confirmSignup(one.db, 'x'.repeat(32))).toBe('unknown');
    expect(await findSignup(one.db, 'READER@example.test')).toMatchObject({ confirmed: true });
  });

  it('keeps the country and topics of a sign-up', async () => {
    const [one, two] = stores;
    const signup = {
      email: 'Topics@Example.test',
      country: 'JP',
      topics: ['esign-rest-api', 'sdks'],
    };
    expect((await addSignup(one.db, signup, link)).kind).toBe('created');
    expect(await findSignup(two.db, 'topics@example.test')).toMatchObject({
      country: 'JP',
      topics: ['esign-rest-api', 'sdks'],
    });
  });

  it('lets one of two instances signing up one address at the same moment win', async () => {
    const results = await Promise.all(
      stores.map((store) => addSignup(store.db, 'race@example.test', link)),
    );
    expect(results.map((result) => result.kind).sort()).toEqual(['created', 'duplicate']);
  });
});

it('takes over the signups.sqlite of an earlier build as portal.sqlite, rows and outbox kept', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-signups-'));
  const legacy = new Database(path.join(dataDir, 'signups.sqlite'));
  legacy.exec(`CREATE TABLE signups (email TEXT PRIMARY KEY COLLATE NOCASE, token TEXT NOT NULL UNIQUE,
      consent INTEGER NOT NULL, confirmed INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL,
      confirmed_at INTEGER);
    CREATE TABLE signup_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL,
      link TEXT NOT NULL, created INTEGER NOT NULL);
    INSERT INTO signups VALUES ('old@example.test', 't', 1, 0, 1, NULL);
    INSERT INTO signups VALUES ('ＤＵＰ@example.test', 'd1', 1, 0, 2, NULL);
    INSERT INTO signups VALUES ('dup@example.test', 'd2', 1, 1, 3, 4);
    INSERT INTO signup_outbox (email, link, created) VALUES ('old@example.test', 'l', 1);`);
  legacy.close();
  const store = await openPortalStore({ kind: 'sqlite', dataDir });
  try {
    expect(fs.existsSync(path.join(dataDir, 'signups.sqlite'))).toBe(false);
    expect(await findSignup(store.db, 'old@example.test')).toMatchObject({ confirmed: false });
    // Two spellings of one mailbox became one row, the confirmed one.
    const dup = await store.db
      .selectFrom('signups')
      .selectAll()
      .where('email', '=', 'dup@example.test')
      .execute();
    expect(dup).toEqual([expect.objectContaining({ token: 'd2', confirmed: 1 })]);
    expect(await addSignup(store.db, 'new@example.test', link)).toMatchObject({ kind: 'created' });
    const outbox = await store.db.selectFrom('signup_outbox').select('email').execute();
    expect(outbox.map((row) => row.email).sort()).toEqual(['new@example.test', 'old@example.test']);
  } finally {
    await store.close();
  }
});
