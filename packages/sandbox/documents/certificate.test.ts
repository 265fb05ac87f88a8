/** @jest-environment node */
import { allText } from './__fixtures__/pdfs';
import { certificateOfCompletion, formatTime, type CertificateSummary } from './certificate';
import { readPageText } from './pdfText';

const summary: CertificateSummary = {
  envelopeId: '4c2b7d0e-9a1f-4b3c-8d2e-6f5a4b3c2d1e',
  subject: 'Please sign the supply agreement',
  sender: { name: 'Alex Admin', email: 'admin@example.test' },
  status: 'declined',
  createdDateTime: '2024-05-01T09:00:00.000Z',
  sentDateTime: '2024-05-01T09:01:00.000Z',
  declinedDateTime: '2024-05-02T10:30:00.000Z',
  recipients: [
    {
      name: 'Jane Doe',
      email: 'jane@example.test',
      routingOrder: 1,
      recipientType: 'signer',
      status: 'completed',
      signedDateTime: '2024-05-01T12:00:00.000Z',
    },
    {
      name: 'Sam Roe',
      email: 'sam@example.test',
      routingOrder: '2',
      status: 'declined',
      declinedDateTime: '2024-05-02T10:30:00.000Z',
      declinedReason: 'Wrong delivery address',
    },
  ],
  events: [
    { dateTime: '2024-05-01T09:00:00.000Z', action: 'Envelope created', actor: 'Alex Admin' },
    {
      dateTime: '2024-05-01T12:00:00.000Z',
      action: 'Recipient signed',
      actor: 'Jane Doe <jane@example.test>',
    },
    {
      dateTime: '2024-05-02T10:30:00.000Z',
      action: 'Recipient declined',
      actor: 'Sam Roe',
      detail: 'Wrong delivery address',
    },
  ],
};

describe('certificateOfCompletion', () => {
  it('lists the envelope, every recipient and the history', async () => {
    const shown = allText(await readPageText(await certificateOfCompletion(summary)));
    for (const expected of [
      'Certificate Of Completion',
      `Envelope Id: ${summary.envelopeId}`,
      'Subject: Please sign the supply agreement',
      'Sender: Alex Admin <admin@example.test>',
      'Status: declined',
      'Created: 2024-05-01 09:00:00 UTC',
      'Sent: 2024-05-01 09:01:00 UTC',
      'Declined: 2024-05-02 10:30:00 UTC',
      '1. Jane Doe <jane@example.test>',
      'Routing order 1 · signer · Status: completed',
      'Signed: 2024-05-01 12:00:00 UTC',
      '2. Sam Roe <sam@example.test>',
      'Routing order 2 · Status: declined',
      'Decline reason: Wrong delivery address',
      '2024-05-01 12:00:00 UTC · Recipient signed by Jane Doe <jane@example.test>',
      '2024-05-02 10:30:00 UTC · Recipient declined by Sam Roe (Wrong delivery address)',
    ]) {
      expect(shown).toContain(expected);
    }
    expect(shown).not.toContain('Completed:');
  });

  it('runs onto further pages for a long history', async () => {
    const events = Array.from({ length: 80 }, (_, index) => ({
      dateTime: '2024-05-01T09:00:00.000Z',
      action: `Event ${index + 1}`,
    }));
    const pages = await readPageText(await certificateOfCompletion({ ...summary, events }));
    expect(pages.length).toBeGreaterThan(1);
    expect(allText(pages)).toContain('Event 80');
  });

  it('shows a time it cannot read as it came', () => {
    expect(formatTime('yesterday')).toBe('yesterday');
    expect(formatTime(undefined)).toBe('');
  });
});
