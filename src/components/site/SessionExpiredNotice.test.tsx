import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceSessionExpired, takeUnseenSessionExpiry } from '../../app/sessionExpiry';
import { SessionExpiredNotice } from './SessionExpiredNotice';

describe('SessionExpiredNotice', () => {
  afterEach(() => {
    takeUnseenSessionExpiry();
  });

  it('shows an expiry announced while it is on the page, with a log-in link back here', () => {
    window.history.replaceState(null, '', '/docs/esign-rest-api/?x=1');
    render(<SessionExpiredNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => announceSessionExpired());
    expect(screen.getByRole('alert')).toHaveTextContent('Your session expired. Log in again.');
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fdocs%2Fesign-rest-api%2F%3Fx%3D1',
    );
  });

  it('shows an expiry announced before it mounted (a reload whose session check answers first)', () => {
    announceSessionExpired();
    render(<SessionExpiredNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session expired.');
  });

  it('shows an expiry once: dismissed, it does not come back on the next mount', async () => {
    announceSessionExpired();
    const { unmount } = render(<SessionExpiredNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<SessionExpiredNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
