import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { settle } from '../../test-utils/mockHttp';
import { Footer } from '../../components/site/Footer';
import { ConsentBanner } from './components/ConsentBanner';
import { CONSENT_SCRIPT } from './components/onRenderBody';
import { selectAnalyticsConsent, selectMarketingConsent } from './consentSlice';
import { CONSENT_STORAGE_KEY } from './consentStorage';

async function renderBanner() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <ConsentBanner />
      <Footer />
    </Provider>,
  );
  await act(async () => {
    store.dispatch(appStarted());
    await settle();
  });
  return store;
}

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const banner = () => screen.queryByRole('region', { name: 'Cookies and tracking' });

describe('consent banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a first-time visitor, and Accept all allows analytics and marketing, remembered', async () => {
    const store = await renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(selectAnalyticsConsent(store.getState())).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    expect(selectAnalyticsConsent(store.getState())).toBe(true);
    expect(selectMarketingConsent(store.getState())).toBe(true);
    expect(stored()).toMatchObject({ version: 1, analytics: true, marketing: true });
  });

  it('Reject all allows nothing; Choose allows one of the two', async () => {
    let store = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    expect(selectAnalyticsConsent(store.getState())).toBe(false);
    document.body.innerHTML = '';
    window.localStorage.clear();
    store = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(selectAnalyticsConsent(store.getState())).toBe(true);
    expect(selectMarketingConsent(store.getState())).toBe(false);
  });

  it('does not ask a returning visitor, whose choice the footer reopens', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: false, marketing: true }),
    );
    const store = await renderBanner();
    expect(banner()).not.toBeInTheDocument();
    expect(selectMarketingConsent(store.getState())).toBe(true);
    window.scrollTo = jest.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(banner()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(selectMarketingConsent(store.getState())).toBe(false);
    expect(banner()).not.toBeInTheDocument();
  });

  it('is in place before the stored choice is read, marked as served, and goes once a choice is found', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: true, marketing: true }),
    );
    const store = makeStore();
    render(
      <Provider store={store}>
        <ConsentBanner />
      </Provider>,
    );
    // As served and before the choice is read: in the page's flow from the first paint (the
    // script before paint hides it for a visitor who has chosen).
    expect(banner()).toHaveClass('consent-banner--served');
    await act(async () => {
      store.dispatch(appStarted());
      await settle();
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('the script before paint marks the document of a visitor who has chosen, only them', () => {
    const run = () => new Function(CONSENT_SCRIPT)();
    delete document.documentElement.dataset.consent;
    run();
    expect(document.documentElement.dataset.consent).toBeUndefined();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":0}');
    run();
    expect(document.documentElement.dataset.consent).toBeUndefined();
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: false, marketing: false }),
    );
    run();
    expect(document.documentElement.dataset.consent).toBe('decided');
    delete document.documentElement.dataset.consent;
  });

  it('asks again when the stored choice is unreadable or of another version', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":0,"analytics":true}');
    await renderBanner();
    expect(banner()).toBeInTheDocument();
  });
});
