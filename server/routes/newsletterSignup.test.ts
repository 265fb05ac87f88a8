/** @jest-environment node */
import { openPortalStore } from '../portalStore';
import { findSignup } from '../signups/store';
import { mailedLink } from '../../test-support/outbox';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';

const form = (fields: Record<string, string>, accept = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
  body: new URLSearchParams(fields).toString(),
});

describe('POST /api/newsletter-signup', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir });
  });
  afterAll(() => server.close());

  it('stores a sign-up, writes its confirmation link, and confirms it once', async () => {
    const response = await fetch(
      `${server.base}/api/newsletter-signup`,
      form({ email: 'ada@example.test', consent: 'on' }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).message).toMatch(/confirmation email/);
    const link = await mailedLink(server.config.store, 'ada@example.test');
    expect(link).toMatch(/\/api\/newsletter-signup\/confirm\?token=[\w-]{32}$/);
    // The log names the outbox row, never the link: its token confirms the address.
    const token = new URL(link).searchParams.get('token')!;
    expect(server.logs.join('')).toMatch(/"mailId":"[\w-]{36}".*"confirmation mail queued"/);
    const first = await fetch(link);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Subscription confirmed');
    expect(await (await fetch(link)).text()).toContain('already confirmed');
    expect(server.logs.join('')).not.toContain(token);
  });

  it('refuses a duplicate, whatever its case', async () => {
    const response = await fetch(
      `${server.base}/api/newsletter-signup`,
      form({ email: 'ADA@example.test', consent: 'on' }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ field: 'email' });
  });

  it.each([
    [{ consent: 'on' }, 'email', /email is required/],
    [{ email: 'not-an-email', consent: 'on' }, 'email', /valid email/],
    [{ email: 'a@b', consent: 'on' }, 'email', /valid email/],
    [{ email: 'grace@example.test' }, 'consent', /consent is required/],
    [{ email: 'grace@example.test', consent: 'off' }, 'consent', /consent is required/],
  ])('answers 400 naming the field for %j', async (fields, field, message) => {
    const response = await fetch(`${server.base}/api/newsletter-signup`, form(fields));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  });

  it('answers a page to a form posted without JavaScript', async () => {
    const bad = await fetch(
      `${server.base}/api/newsletter-signup`,
      form({ email: 'nope', consent: 'on' }, 'text/html'),
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/text\/html/);
    // the site's look, and the check as a sentence a reader can act on
    const page = await bad.text();
    expect(page).toContain('Email must be a valid email address.');
    expect(page).toContain('<header class="site-header">');
    const good = await fetch(
      `${server.base}/api/newsletter-signup`,
      form({ email: 'linus@example.test', consent: 'on' }, 'text/html'),
    );
    expect(good.status).toBe(201);
    expect(await good.text()).toContain('confirmation email');
  });

  it('answers 404 for a token it never sent and 400 for a malformed one', async () => {
    const unknown = await fetch(
      `${server.base}/api/newsletter-signup/confirm?token=${'a'.repeat(32)}`,
    );
    expect(unknown.status).toBe(404);
    // a browser follows the link: a damaged one gets a page that says what to do, not JSON
    const malformed = await fetch(`${server.base}/api/newsletter-signup/confirm?token=x`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/text\/html/);
    expect(await malformed.text()).toMatch(/<h1>Link not valid<\/h1>[\s\S]*sign up again/);
  });

  it('keeps the sign-up over a restart', async () => {
    await server.close();
    server = await startServer({ DATA_DIR: dataDir });
    const again = await fetch(
      `${server.base}/api/newsletter-signup`,
      form({ email: 'ada@example.test', consent: 'on' }),
    );
    expect(again.status).toBe(409);
  });
});

it('limits sign-ups per client address', async () => {
  const server = await startServer();
  try {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await fetch(
        `${server.base}/api/newsletter-signup`,
        form({ email: `user${index}@example.test`, consent: 'on' }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  } finally {
    await server.close();
  }
});

// Issue 24.5: the WHATWG rule, one address, no control characters; NFKC and lower case so one
// mailbox is one sign-up.
describe('the address rule', () => {
  let server: RunningServer;
  let dataDir: string;
  let client = 0;
  // Each post from its own client address (TRUST_PROXY=1), clear of the 10-a-minute limit.
  const signUp = (email: string) => {
    client += 1;
    const request = form({ email, consent: 'on' });
    return fetch(`${server.base}/api/newsletter-signup`, {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': `10.0.${client >> 8}.${client & 255}` },
    });
  };
  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it.each([
    'ok@example.test\u0000',
    'o\u0000k@example.test',
    'ok\u0007@example.test',
    '\u001b[31mok@example.test',
    'ok\u0085@example.test',
    'ok@example.test\r\nBcc: victim@example.test',
    '"<script>alert(1)</script>"@example.test',
    '<script>@example.test',
    'a@example.test,victim@example.test',
    'a@example.test victim@example.test',
    'a@example.test;victim@example.test',
    'Ada <a@example.test>',
    'a@b',
    'a@-example.test',
    'a@example..test',
    'a@exam_ple.test',
    '@example.test',
    `a@${'b'.repeat(64)}.test`,
    `${'a'.repeat(250)}@example.test`,
    'ünïcödé@example.test',
  ])('refuses %j naming email, and stores nothing', async (email) => {
    const response = await signUp(email);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'email' });
  });

  it('stores the address NFKC-normalised and lower-cased, and knows it in every spelling', async () => {
    expect((await signUp('ＯＫ@Example.test')).status).toBe(201);
    const store = await openPortalStore({ kind: 'sqlite', dataDir });
    try {
      expect((await findSignup(store.db, 'ok@example.test'))?.email).toBe('ok@example.test');
    } finally {
      await store.close();
    }
    for (const again of [
      'ok@example.test',
      'ｏｋ@example.test',
      'ｏｋ＠ｅｘａｍｐｌｅ．ｔｅｓｔ',
      ' OK@EXAMPLE.TEST ',
    ]) {
      const response = await signUp(again);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ field: 'email' });
    }
  });

  it("accepts what the HTML rule accepts: plus tags, dots, the local part's symbols", async () => {
    for (const email of [
      'ada+news@example.test',
      "o'brien.x@mail.example.test",
      'a_b-c!#$%&*=?^`{|}~@example.test',
    ]) {
      expect((await signUp(email)).status).toBe(201);
    }
  });
});

describe('country and topics', () => {
  let server: RunningServer;
  let dataDir: string;
  const post = (body: string) =>
    fetch(`${server.base}/api/newsletter-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir });
  });
  afterAll(() => server.close());

  it('stores the country code and the topics chosen, each once', async () => {
    const body =
      'email=topics%40example.test&consent=on&country=DE&topics=webhooks&topics=sdks&topics=webhooks';
    expect((await post(body)).status).toBe(201);
    expect((await post('email=plain%40example.test&consent=on&country=')).status).toBe(201);
    const store = await openPortalStore({ kind: 'sqlite', dataDir });
    try {
      expect(await findSignup(store.db, 'topics@example.test')).toMatchObject({
        country: 'DE',
        topics: ['webhooks', 'sdks'],
      });
      expect(await findSignup(store.db, 'plain@example.test')).toMatchObject({
        country: null,
        topics: [],
      });
    } finally {
      await store.close();
    }
  });

  it.each([
    ['country=de', 'country'],
    ['country=EU', 'country'],
    ['country=DE&country=FR', 'country'],
    ['topics=gossip', 'topics'],
  ])('refuses %s naming %s', async (extra, field) => {
    const response = await post(`email=x${field}%40example.test&consent=on&${extra}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });
});
