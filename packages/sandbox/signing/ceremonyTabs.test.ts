/** @jest-environment node */
import { ceremonyTabs, signedDate } from './ceremonyTabs';
import { placed, recipientRow } from './__fixtures__/recipient';

const JAN_31 = Date.UTC(2025, 0, 31, 15);

describe('ceremonyTabs', () => {
  it('gives each tab its input, required flag, label and the box the stamp draws', () => {
    const tabs = ceremonyTabs(
      recipientRow({
        signHereTabs: [placed('s', 'signHere')],
        initialHereTabs: [placed('i', 'initialHere', { optional: 'true' })],
        textTabs: [
          placed('t', 'text', { tabLabel: 'Company' }),
          placed('o', 'text', { required: 'false' }),
          placed('l', 'text', { locked: 'true', value: 'Fixed' }),
        ],
        checkboxTabs: [placed('c', 'checkbox'), placed('r', 'checkbox', { required: true })],
        zipTabs: [placed('z', 'zip')],
      }),
      ['1'],
      JAN_31,
    );
    const byId = Object.fromEntries(tabs.map((tab) => [tab.tabId, tab]));
    expect(byId.s).toMatchObject({
      input: 'sign',
      required: true,
      label: 'Sign here',
      width: 150,
      height: 40,
    });
    expect(byId.i).toMatchObject({ input: 'initial', required: false, width: 60, height: 30 });
    expect(byId.t).toMatchObject({ input: 'text', required: true, label: 'Company', width: 160 });
    expect(byId.o).toMatchObject({ input: 'text', required: false });
    expect(byId.l).toMatchObject({ input: 'auto', required: false, value: 'Fixed' });
    expect(byId.c).toMatchObject({ input: 'checkbox', required: false, width: 12 });
    expect(byId.r).toMatchObject({ input: 'checkbox', required: true });
    expect(byId.z).toMatchObject({ input: 'text', format: 'zip', label: 'ZIP code' });
  });

  it("fills the platform's own values: names, address, the signing date", () => {
    const tabs = ceremonyTabs(
      recipientRow({
        fullNameTabs: [placed('f', 'fullName')],
        firstNameTabs: [placed('a', 'firstName')],
        lastNameTabs: [placed('b', 'lastName')],
        emailAddressTabs: [placed('e', 'emailAddress')],
        dateSignedTabs: [placed('d', 'dateSigned')],
        emailTabs: [placed('m', 'email')],
      }),
      ['1'],
      JAN_31,
    );
    expect(Object.fromEntries(tabs.map((tab) => [tab.tabId, [tab.input, tab.value]]))).toEqual({
      f: ['auto', 'Pat Q Signer'],
      a: ['auto', 'Pat'],
      b: ['auto', 'Q Signer'],
      e: ['auto', 'pat@example.test'],
      d: ['auto', '1/31/2025'],
      m: ['text', 'pat@example.test'],
    });
    expect(signedDate(JAN_31)).toBe('1/31/2025');
  });

  it('leaves out tab types the ceremony does not show, and orders by document, page and place', () => {
    const tabs = ceremonyTabs(
      recipientRow({
        radioGroupTabs: [placed('g', 'radioGroup')],
        signerAttachmentTabs: [placed('x', 'signerAttachment')],
        textTabs: [
          placed('late', 'text', { documentId: '2' }),
          placed('low', 'text', { yPosition: '500' }),
          placed('right', 'text', { xPosition: '300' }),
          placed('next-page', 'text', { pageNumber: '2', yPosition: '10' }),
          placed('left', 'text'),
        ],
      }),
      ['1', '2'],
      JAN_31,
    );
    expect(tabs.map((tab) => tab.tabId)).toEqual(['left', 'right', 'low', 'next-page', 'late']);
  });

  it('reads list choices and the font size', () => {
    const [list] = ceremonyTabs(
      recipientRow({
        listTabs: [
          placed('l', 'list', {
            fontSize: 'Size14',
            listItems: [
              { text: 'Red', value: 'r' },
              { text: 'Blue', value: 'b', selected: 'true' },
            ],
          }),
        ],
      }),
      ['1'],
      JAN_31,
    );
    expect(list).toMatchObject({
      input: 'list',
      value: 'b',
      fontSize: 14,
      listItems: [
        { text: 'Red', value: 'r' },
        { text: 'Blue', value: 'b' },
      ],
    });
  });
});
