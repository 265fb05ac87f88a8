/** @jest-environment node */
import { fixtureModel, PERSONAL, TARGET } from './__fixtures__/fixtureSamples';
import { parameterText, requestUrl, tokenText, withValues } from './target';

describe('a sample on its target', () => {
  const model = fixtureModel('getDocument');
  const [account, envelope] = model.parameters;

  it("fills the account with the signed-in reader's id, and leaves other ids as {placeholders}", () => {
    expect(parameterText(account, PERSONAL)).toBe('acc-123');
    expect(parameterText(account, TARGET)).toBe('{accountId}');
    expect(parameterText(envelope, PERSONAL)).toBe('{envelopeId}');
  });

  it('takes given values (ids from earlier answers) before anything else', () => {
    expect(parameterText(account, { ...PERSONAL, values: { accountId: 'other' } })).toBe('other');
    expect(parameterText(envelope, { ...TARGET, values: { envelopeId: 'e-1' } })).toBe('e-1');
  });

  it('encodes values in the URL but keeps placeholders readable', () => {
    const url = requestUrl(fixtureModel('listStatusChanges'), {
      ...TARGET,
      values: { accountId: 'a b' },
    });
    expect(url).toBe(
      'https://demo.example.test/restapi/v2/accounts/a%20b/envelopes?from_date=2024-01-01',
    );
    expect(requestUrl(model, TARGET)).toContain('/accounts/{accountId}/envelopes/{envelopeId}/');
  });

  it('carries the token only when the reader shows it', () => {
    expect(tokenText(TARGET)).toBe('{ACCESS_TOKEN}');
    expect(tokenText(PERSONAL)).toBe('tok-abc');
  });

  it('puts given values into body fields of the same name, at any depth', () => {
    const body = fixtureModel('createEnvelope').body!.value;
    const filled = withValues(body, { recipientId: '7' });
    expect(JSON.stringify(filled)).toContain(
      '"name":"recipientId","value":{"kind":"string","value":"7"}',
    );
  });
});
