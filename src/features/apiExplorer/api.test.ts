import { gatherGroups } from '../../../lib/explorer/callQuery';
import { explorerQuery } from './api';

describe('explorerQuery (docs/behaviour.md §7)', () => {
  it('sends each parameter as a member of its group, drops empty query values and empty headers', () => {
    const query = explorerQuery({
      method: 'GET',
      apiName: 'esignature-v2.1',
      endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
      categoryName: 'Envelopes',
      resourceName: 'Envelopes',
      methodName: 'get',
      pathParameters: { accountId: 'a', envelopeId: 'e' },
      queryParameters: { include: '', advanced_update: 'true' },
      customHeaderParameters: [
        { name: 'Accept-Language', value: 'en' },
        { name: 'X-DocuSign-Edit', value: '' },
      ],
    });
    expect(query).toEqual({
      method: 'GET',
      apiName: 'esignature-v2.1',
      endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
      categoryName: 'Envelopes',
      resourceName: 'Envelopes',
      methodName: 'get',
      'pathParameters[accountId]': 'a',
      'pathParameters[envelopeId]': 'e',
      'queryParameters[advanced_update]': 'true',
      'customHeaderParameters[Accept-Language]': 'en',
    });
  });

  it('writes only fields of the explorer contract, which the server accepts', () => {
    const query = explorerQuery({
      method: 'POST',
      apiName: 'a',
      endpoint: '/x',
      categoryName: 'c',
      resourceName: 'r',
      methodName: 'm',
      contentType: 'application/json',
      accept: 'application/json',
      pathParameters: { accountId: '1' },
    });
    expect(gatherGroups(query).unknown).toBeUndefined();
    expect(Object.keys(query)).toHaveLength(9);
  });
});
