/** @jest-environment node */
import { ceremonyTabs } from './ceremonyTabs';
import { recordedTabs, stampsByDocument } from './completedTabs';
import { placed, recipientRow } from './__fixtures__/recipient';

const stored = {
  signHereTabs: [
    placed('s', 'signHere'),
    placed('s2', 'signHere', { optional: 'true', documentId: '2' }),
  ],
  textTabs: [
    placed('t', 'text', { fontSize: 'Size9' }),
    placed('blank', 'text', { required: 'false' }),
  ],
  checkboxTabs: [placed('c', 'checkbox')],
};
const recipient = recipientRow(stored);
const tabs = ceremonyTabs(recipient, ['1', '2'], 0);
const completed = {
  values: new Map([
    ['s', 'true'],
    ['s2', 'false'],
    ['t', 'Acme'],
    ['blank', ''],
    ['c', 'false'],
  ]),
  signature: { name: 'Pat Signer', initials: 'PS' },
};

describe('stampsByDocument', () => {
  it('stamps signed signatures, every checkbox and the text that has a value, by document', () => {
    const stamps = stampsByDocument(tabs, completed);
    expect([...stamps.keys()]).toEqual(['1']);
    expect(stamps.get('1')).toEqual([
      expect.objectContaining({
        tabType: 'signHere',
        signature: completed.signature,
        xPosition: 100,
      }),
      expect.objectContaining({ tabType: 'text', value: 'Acme', fontSize: 9 }),
      expect.objectContaining({ tabType: 'checkbox', selected: false, width: 12, height: 12 }),
    ]);
  });
});

describe('recordedTabs', () => {
  it("writes each tab's outcome into the stored tabs, keeping the rest", () => {
    const recorded = JSON.parse(recordedTabs(recipient.tabs, completed));
    expect(recorded.signHereTabs.map((tab: { status: string }) => tab.status)).toEqual([
      'signed',
      'active',
    ]);
    expect(recorded.textTabs[0]).toMatchObject({ value: 'Acme', fontSize: 'Size9', tabId: 't' });
    expect(recorded.checkboxTabs[0].selected).toBe('false');
  });
});
