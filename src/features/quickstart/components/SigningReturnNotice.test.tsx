import { render, screen } from '@testing-library/react';
import { SigningReturnNotice } from './SigningReturnNotice';

describe('SigningReturnNotice', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('says the envelope is signed when the ceremony returns with signing_complete', () => {
    window.history.pushState({}, '', '/docs/esign-rest-api/quickstart/?event=signing_complete');
    render(<SigningReturnNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Signed.');
  });

  it('explains an expired URL, and shows nothing without an event', () => {
    window.history.pushState({}, '', '/docs/esign-rest-api/quickstart/?event=ttl_expired');
    const { unmount } = render(<SigningReturnNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('more than five minutes');
    unmount();
    window.history.pushState({}, '', '/docs/esign-rest-api/quickstart/');
    render(<SigningReturnNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
