/** An agreement the built-in form sends: the anchors place the filler's tabs on it. */
const DOCUMENT = `<h1>Volunteer sign-up</h1>
<p>Name: /fullname/</p>
<p>Phone: /phone/</p>
<p>Available on weekends: /weekends/</p>
<p>I agree to the volunteer code of conduct.</p>
<p>Signature: /sn1/</p>`;

const anchored = (anchorString: string) => ({
  anchorString,
  anchorUnits: 'pixels',
  anchorXOffset: '0',
  anchorYOffset: '-4',
});

/**
 * The form every account has (besides one per template): a sign-up sheet whose filler signs
 * what they entered. Its definition is an envelope's, sent as the eSignature rules send one.
 */
export const BUILT_IN_FORM = {
  name: 'Volunteer sign-up',
  emailSubject: 'Please sign your volunteer sign-up',
  updated: Date.UTC(2026, 0, 5, 9, 0, 0),
  definition: {
    documents: [
      {
        documentId: '1',
        name: 'Volunteer sign-up.html',
        fileExtension: 'html',
        documentBase64: Buffer.from(DOCUMENT).toString('base64'),
      },
    ],
    recipients: {
      signers: [
        {
          recipientId: '1',
          roleName: 'Volunteer',
          routingOrder: '1',
          tabs: {
            fullNameTabs: [anchored('/fullname/')],
            textTabs: [{ tabLabel: 'Phone', required: 'true', ...anchored('/phone/') }],
            checkboxTabs: [{ tabLabel: 'Weekends', ...anchored('/weekends/') }],
            signHereTabs: [{ ...anchored('/sn1/') }],
          },
        },
      ],
    },
  } as Record<string, unknown> & { recipients: unknown },
};
