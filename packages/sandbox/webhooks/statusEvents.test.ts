/** @jest-environment node */
import { envelopeStatusEvent, recipientStatusEvent } from './statusEvents';

describe('envelopeStatusEvent', () => {
  it.each([
    [undefined, 'created', 'envelope-created'],
    [undefined, 'sent', 'envelope-sent'],
    ['created', 'sent', 'envelope-sent'],
    ['sent', 'delivered', 'envelope-delivered'],
    ['delivered', 'completed', 'envelope-completed'],
    ['sent', 'declined', 'envelope-declined'],
    ['sent', 'voided', 'envelope-voided'],
    ['correct', 'sent', 'envelope-corrected'],
    ['created', 'deleted', 'envelope-discard'],
    ['completed', 'deleted', 'envelope-deleted'],
  ] as const)('%s → %s is %s', (from, to, event) => {
    expect(envelopeStatusEvent(from, to)).toBe(event);
  });

  it('has no event when nothing changed or the platform sends none', () => {
    expect(envelopeStatusEvent('sent', 'sent')).toBeUndefined();
    expect(envelopeStatusEvent('delivered', 'signed')).toBeUndefined();
    expect(envelopeStatusEvent('sent', 'correct')).toBeUndefined();
  });
});

describe('recipientStatusEvent', () => {
  it.each([
    ['created', 'sent', 'recipient-sent'],
    ['sent', 'delivered', 'recipient-delivered'],
    ['delivered', 'completed', 'recipient-completed'],
    ['delivered', 'signed', 'recipient-completed'],
    ['delivered', 'declined', 'recipient-declined'],
    ['sent', 'autoresponded', 'recipient-autoresponded'],
  ] as const)('%s → %s is %s', (from, to, event) => {
    expect(recipientStatusEvent(from, to)).toBe(event);
  });

  it('sends one completed event, not a second for signed → completed', () => {
    expect(recipientStatusEvent('signed', 'completed')).toBeUndefined();
    expect(recipientStatusEvent('sent', 'sent')).toBeUndefined();
    expect(recipientStatusEvent(undefined, 'created')).toBeUndefined();
  });
});
