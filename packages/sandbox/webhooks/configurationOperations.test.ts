/** @jest-environment node */
import { ENGINES, startPlatform, type Platform } from '../test-support/connectPlatform';
import { MEMBER, signIn } from '../test-support/sandbox';

const LISTENER = 'http://127.0.0.1:9/connect';

describe.each(ENGINES)('Connect configurations on $engine', (engine) => {
  let platform: Platform;
  let connect: string;
  beforeAll(async () => {
    platform = await startPlatform(engine);
    connect = `${platform.account}/connect`;
  });
  afterAll(() => platform.close());

  const post = (body: unknown) => platform.call('POST', connect, body);

  it('creates one with the platform’s rules and answers it in the spec’s Connect shape', async () => {
    const created = await post({
      name: 'Order system',
      urlToPublishTo: LISTENER,
      allUsers: 'true',
      events: ['envelope-sent', 'envelope-completed'],
      eventData: { version: 'restv2.1', format: 'json', includeData: ['recipients'] },
      includeHMAC: 'true',
      requireAcknowledgment: 'true',
    });
    expect(created.status).toBe(201);
    const configuration = await created.json();
    expect(configuration).toMatchObject({
      connectId: expect.stringMatching(/^\d+$/),
      name: 'Order system',
      urlToPublishTo: LISTENER,
      configurationType: 'custom',
      allUsers: true,
      deliveryMode: 'SIM',
      eventData: { version: 'restv2.1', format: 'json', includeData: ['recipients'] },
      events: ['envelope-sent', 'envelope-completed'],
      requiresAcknowledgement: true,
      includeHMAC: 'true',
      disabled: 'false',
      envelopeEvents: ['Sent', 'Completed'],
      recipientEvents: [],
    });

    const listed = await (await platform.call('GET', connect)).json();
    expect(listed.totalRecords).toBe('1');
    expect(listed.configurations).toEqual([configuration]);
    const one = await platform.call('GET', `${connect}/${configuration.connectId}`);
    expect(await one.json()).toEqual(configuration);
  });

  it('takes the older status lists and answers every event they name', async () => {
    const created = await post({
      name: 'Legacy',
      urlToPublishTo: LISTENER,
      envelopeEvents: ['Completed', 'Voided'],
      recipientEvents: ['AutoResponded', 'FinishLater'],
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      events: [
        'envelope-completed',
        'envelope-voided',
        'recipient-autoresponded',
        'recipient-finish-later',
      ],
      recipientEvents: ['AutoResponded', 'FinishLater'],
      requireAcknowledgment: 'true',
      includeHMAC: 'false',
    });
  });

  it('changes the fields a PUT names and keeps the others', async () => {
    const { connectId } = await (
      await post({ name: 'To change', urlToPublishTo: LISTENER, events: ['envelope-sent'] })
    ).json();
    const changed = await platform.call('PUT', connect, {
      connectId,
      disabled: true,
      events: ['recipient-completed'],
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      connectId,
      name: 'To change',
      urlToPublishTo: LISTENER,
      disabled: 'true',
      events: ['recipient-completed'],
    });
    const missing = await platform.call('PUT', connect, { connectId: '1', name: 'x' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorCode: 'CONNECT_NOT_FOUND' });
    const unnamed = await platform.call('PUT', connect, { name: 'x' });
    expect(unnamed.status).toBe(400);
    expect((await unnamed.json()).message).toContain('"connectId"');
  });

  it('deletes one; it is then not found', async () => {
    const { connectId } = await (
      await post({ name: 'To delete', urlToPublishTo: LISTENER, events: ['envelope-sent'] })
    ).json();
    expect((await platform.call('DELETE', `${connect}/${connectId}`)).status).toBe(200);
    const again = await platform.call('DELETE', `${connect}/${connectId}`);
    expect(again.status).toBe(404);
    expect((await platform.call('GET', `${connect}/${connectId}`)).status).toBe(404);
  });

  it.each([
    [{ urlToPublishTo: LISTENER, events: ['envelope-sent'] }, '"name" is required'],
    [{ name: 'x', events: ['envelope-sent'] }, '"urlToPublishTo" is required'],
    [
      { name: 'x', urlToPublishTo: 'ftp://example.test/', events: ['envelope-sent'] },
      '"urlToPublishTo" is not a listener Connect may deliver to (must be http or https)',
    ],
    [
      { name: 'x', urlToPublishTo: 'http://u:p@127.0.0.1/', events: ['envelope-sent'] },
      '"urlToPublishTo" is not a listener Connect may deliver to (must not carry credentials)',
    ],
    [{ name: 'x', urlToPublishTo: LISTENER }, '"events" must list at least one event'],
    [
      { name: 'x', urlToPublishTo: LISTENER, events: ['envelope-signed'] },
      '"events[0]" must be a Connect event',
    ],
    [
      { name: 'x', urlToPublishTo: LISTENER, envelopeEvents: ['Nope'] },
      '"envelopeEvents[0]" must name an envelope status',
    ],
    [{ name: 'x', urlToPublishTo: LISTENER, events: 'envelope-sent' }, '"events" must be an array'],
    [
      { name: 'x', urlToPublishTo: LISTENER, events: ['envelope-sent'], includeHMAC: 'yes' },
      '"includeHMAC" must be true or false',
    ],
    [
      {
        name: 'x',
        urlToPublishTo: LISTENER,
        events: ['envelope-sent'],
        eventData: { format: 'xml' },
      },
      '"eventData.format" must be "json"',
    ],
    [
      {
        name: 'x',
        urlToPublishTo: LISTENER,
        events: ['envelope-sent'],
        eventData: { includeData: ['everything'] },
      },
      '"eventData.includeData[0]"',
    ],
    [
      { name: 'x', urlToPublishTo: LISTENER, events: ['envelope-sent'], deliveryMode: 'aggregate' },
      '"deliveryMode" must be "SIM"',
    ],
    [
      { name: 'x', urlToPublishTo: LISTENER, events: ['envelope-sent'], allUsers: false },
      '"userIds" must list at least one user',
    ],
    [
      {
        name: 'x',
        urlToPublishTo: LISTENER,
        events: ['envelope-sent'],
        allUsers: false,
        userIds: ['someone-else'],
      },
      '"userIds[0]" is not a user of this account',
    ],
    [
      { name: 'x'.repeat(101), urlToPublishTo: LISTENER, events: ['envelope-sent'] },
      '"name" must be at most 100 characters',
    ],
    [['not', 'an', 'object'], '"body" must be a JSON object'],
  ])('refuses a body (%#) with 400 naming the field', async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.errorCode).toBe('INVALID_REQUEST_PARAMETER');
    expect(answer.message).toContain(message);
  });

  it('is for administrators: a member gets 403', async () => {
    const member = (await signIn(platform.sandbox, MEMBER)).access_token;
    for (const [method, body] of [
      ['GET'],
      ['POST', { name: 'x', urlToPublishTo: LISTENER, events: ['envelope-sent'] }],
    ] as const) {
      const response = await platform.call(method, connect, body, member);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: 'USER_LACKS_PERMISSIONS' });
    }
  });
});
