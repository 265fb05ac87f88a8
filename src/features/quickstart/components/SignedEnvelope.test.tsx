import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { userActions } from '../../user/userSlice';
import { fetchCompletedPdf, fetchSignedEnvelope } from '../api';
import { SignedEnvelope } from './SignedEnvelope';

jest.mock('../api', () => ({
  fetchSignedEnvelope: jest.fn(),
  fetchCompletedPdf: jest.fn(),
}));
const signedEnvelope = jest.mocked(fetchSignedEnvelope);
const completedPdf = jest.mocked(fetchCompletedPdf);

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';

function renderPanel(envelopeId?: string, token: string | null = 'tok') {
  const store = makeStore();
  if (token) store.dispatch(userActions.tokenReceived(token));
  return render(
    <Provider store={store}>
      <SignedEnvelope envelopeId={envelopeId} />
    </Provider>,
  );
}

beforeEach(() => {
  signedEnvelope.mockReset();
  completedPdf.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-1');
  URL.revokeObjectURL = jest.fn();
});

it('shows the envelope completed last, its status, and a link that saves its PDF', async () => {
  signedEnvelope.mockResolvedValue({
    envelopeId: ID,
    status: 'completed',
    emailSubject: 'Please sign this document',
    completedDateTime: '2026-11-28T12:00:00.000Z',
  });
  completedPdf.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  const { unmount } = renderPanel();
  expect(await screen.findByTestId('signed-envelope-id')).toHaveTextContent(ID);
  expect(signedEnvelope).toHaveBeenCalledWith(undefined);
  expect(screen.getByTestId('signed-envelope-status')).toHaveTextContent(
    /^completed, Nov 28, 2026/,
  );
  expect(screen.getByRole('button', { name: 'Copy envelope ID' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Download the completed PDF' });
  // A blob of this page: the PDF was read with the bearer header, no token in any URL.
  expect(link).toHaveAttribute('href', 'blob:http://localhost/pdf-1');
  expect(link).toHaveAttribute('download', `completed-${ID}.pdf`);
  expect(completedPdf).toHaveBeenCalledWith(ID);
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/pdf-1');
});

it('reads the envelope the return URL names; not completed yet, no PDF until asked again', async () => {
  signedEnvelope.mockResolvedValueOnce({ envelopeId: ID, status: 'sent' });
  renderPanel(ID);
  expect(await screen.findByText(/Not completed yet/)).toBeInTheDocument();
  expect(signedEnvelope).toHaveBeenCalledWith(ID);
  expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  expect(completedPdf).not.toHaveBeenCalled();

  signedEnvelope.mockResolvedValueOnce({ envelopeId: ID, status: 'completed' });
  completedPdf.mockResolvedValue(new Blob(['%PDF-1.7']));
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('link', { name: 'Download the completed PDF' })).toBeVisible();
  expect(signedEnvelope).toHaveBeenCalledTimes(2);
});

it('says so when no envelope was completed in the last hour (404)', async () => {
  signedEnvelope.mockRejectedValue(
    Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } }),
  );
  renderPanel();
  expect(
    await screen.findByText(/No envelope of your account was completed in the last hour/),
  ).toBeInTheDocument();
});

it('asks a signed-out reader to log in, and reads nothing', () => {
  renderPanel(undefined, null);
  expect(screen.getByText(/Log in to see the envelope’s status/)).toBeInTheDocument();
  expect(signedEnvelope).not.toHaveBeenCalled();
});
