import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { userActions } from '../../user/userSlice';
import { fetchSignedEnvelope } from '../api';
import { SigningReturnNotice } from './SigningReturnNotice';

jest.mock('../api', () => ({ fetchSignedEnvelope: jest.fn(), fetchCompletedPdf: jest.fn() }));
const signedEnvelope = jest.mocked(fetchSignedEnvelope);

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';

function renderNotice() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived('tok'));
  return render(
    <Provider store={store}>
      <SigningReturnNotice />
    </Provider>,
  );
}

describe('SigningReturnNotice', () => {
  beforeEach(() => {
    signedEnvelope.mockReset();
    signedEnvelope.mockResolvedValue({ envelopeId: ID, status: 'sent' });
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  it('says the envelope is signed and shows it, when the ceremony returns with signing_complete', async () => {
    window.history.pushState({}, '', '/docs/esign-rest-api/quickstart/?event=signing_complete');
    renderNotice();
    expect(screen.getByRole('status')).toHaveTextContent('Signed.');
    expect(await screen.findByRole('region', { name: 'Your signed envelope' })).toBeVisible();
    expect(signedEnvelope).toHaveBeenCalledWith(undefined);
  });

  it('reads the envelope the return URL names, when it is a GUID', async () => {
    window.history.pushState(
      {},
      '',
      `/docs/esign-rest-api/quickstart/?envelopeId=${ID}&event=signing_complete`,
    );
    const { unmount } = renderNotice();
    expect(await screen.findByTestId('signed-envelope-id')).toHaveTextContent(ID);
    expect(signedEnvelope).toHaveBeenCalledWith(ID);
    unmount();
    window.history.pushState(
      {},
      '',
      '/docs/esign-rest-api/quickstart/?envelopeId=../../users&event=signing_complete',
    );
    renderNotice();
    await screen.findByTestId('signed-envelope-id');
    expect(signedEnvelope).toHaveBeenLastCalledWith(undefined);
  });

  it('explains an expired URL, with no envelope panel, and shows nothing without an event', () => {
    window.history.pushState({}, '', '/docs/esign-rest-api/quickstart/?event=ttl_expired');
    const { unmount } = renderNotice();
    expect(screen.getByRole('status')).toHaveTextContent('more than five minutes');
    expect(screen.queryByRole('region', { name: 'Your signed envelope' })).not.toBeInTheDocument();
    unmount();
    window.history.pushState({}, '', '/docs/esign-rest-api/quickstart/');
    renderNotice();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(signedEnvelope).not.toHaveBeenCalled();
  });
});
