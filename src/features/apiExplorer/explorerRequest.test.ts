import {
  createEnvelope,
  getDocument,
} from '../../components/reference/__fixtures__/referenceModel';
import { initialApiExplorerState } from './apiExplorerSlice';
import { explorerRequest, type ExplorerTarget } from './explorerRequest';

const target = (operation: ExplorerTarget['operation']): ExplorerTarget => ({
  operation,
  apiName: 'esignature-v2.1',
  categoryName: 'Envelopes',
  resourceName: 'Envelopes',
  pagePath: '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
  schemaChunkBase: '/schemas/',
});

describe('explorerRequest', () => {
  it('names the operation and carries the edited parameters and body', () => {
    const state = {
      ...initialApiExplorerState,
      pathParameters: { accountId: 'abc' },
      queryParameters: { merge_roles_on_draft: 'true' },
      headerParameters: { 'X-Empty': '', 'X-Filled': 'yes' },
      customHeaderParameters: [{ name: 'Accept-Language', value: 'fr' }],
      bodyParams: { emailSubject: 'Hi' },
    };
    expect(explorerRequest(target(createEnvelope), state)).toMatchObject({
      method: 'POST',
      endpoint: createEnvelope.path,
      apiName: 'esignature-v2.1',
      methodName: createEnvelope.name,
      contentType: 'application/json',
      pathParameters: { accountId: 'abc' },
      queryParameters: { merge_roles_on_draft: 'true' },
      // Declared header parameters with a value, then the custom ones; empty ones are left out.
      customHeaderParameters: [
        { name: 'X-Filled', value: 'yes' },
        { name: 'Accept-Language', value: 'fr' },
      ],
      body: { emailSubject: 'Hi' },
    });
  });

  it('sends no body or content type for a GET', () => {
    const state = { ...initialApiExplorerState, bodyParams: { left: 'over' } };
    const request = explorerRequest(target(getDocument), state);
    expect(request.method).toBe('GET');
    expect(request.body).toBeUndefined();
    expect(request.contentType).toBeUndefined();
  });
});
