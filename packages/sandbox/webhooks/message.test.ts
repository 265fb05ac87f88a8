/** @jest-environment node */
import { CONNECT_EVENTS, isConnectEvent } from './events';
import { connectEvent } from './message';

const base = {
  accountId: '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b',
  userId: '8c531060-928e-471d-9cac-b829f616b0bf',
  envelopeId: 'a70a5ef2-12c4-4aaf-84c5-b84134dce420',
  configurationId: 21752918,
  generatedDateTime: '2025-05-30T18:03:50.4233752Z',
  retryCount: 0,
};

describe('connectEvent', () => {
  it('builds the JSON SIM message with the platform’s keys in the platform’s order', () => {
    const message = connectEvent({ ...base, event: 'envelope-completed' });
    expect(JSON.stringify(message)).toBe(
      '{"event":"envelope-completed","apiVersion":"v2.1",' +
        `"uri":"/restapi/v2.1/accounts/${base.accountId}/envelopes/${base.envelopeId}",` +
        '"retryCount":0,"configurationId":21752918,"generatedDateTime":"2025-05-30T18:03:50.4233752Z",' +
        `"data":{"accountId":"${base.accountId}","userId":"${base.userId}","envelopeId":"${base.envelopeId}"}}`,
    );
  });

  it('names the recipient of a recipient event and carries the envelope summary when asked', () => {
    const summary = { status: 'sent', emailSubject: 'Please sign' };
    const message = connectEvent({
      ...base,
      event: 'recipient-completed',
      recipientId: '1',
      envelopeSummary: summary,
      retryCount: 2,
      generatedDateTime: new Date('2024-05-01T10:00:00Z'),
      uri: '/restapi/v2.1/accounts/x/envelopes/y',
    });
    expect(message).toEqual({
      event: 'recipient-completed',
      apiVersion: 'v2.1',
      uri: '/restapi/v2.1/accounts/x/envelopes/y',
      retryCount: 2,
      configurationId: 21752918,
      generatedDateTime: '2024-05-01T10:00:00.000Z',
      data: {
        accountId: base.accountId,
        userId: base.userId,
        envelopeId: base.envelopeId,
        recipientId: '1',
        envelopeSummary: summary,
      },
    });
    expect(Object.keys(message.data)).toEqual([
      'accountId',
      'userId',
      'envelopeId',
      'recipientId',
      'envelopeSummary',
    ]);
  });

  it('knows the platform’s event names and no others', () => {
    expect(CONNECT_EVENTS).toHaveLength(26);
    expect(isConnectEvent('envelope-sent')).toBe(true);
    expect(isConnectEvent('recipient-finish-later')).toBe(true);
    expect(isConnectEvent('envelope-signed')).toBe(false);
  });
});
