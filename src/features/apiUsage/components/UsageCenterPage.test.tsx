import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { UsageReport } from '../../../../lib/usage/contract';
import { addDays, dayOf } from '../../../../lib/usage/contract';
import { makeStore } from '../../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../../test-utils/fixtures';
import { mockHttp, settle } from '../../../test-utils/mockHttp';
import { userActions } from '../../user/userSlice';
import { UsageCenterPage } from './UsageCenterPage';
import { scaleTop } from './UsageChart';

const TODAY = dayOf(Date.now());
const KEY = 'aaaaaaaa-0000-4000-8000-000000000001';
const PORTAL = '0f9d6a3c-2b1e-4d7a-8c5f-9e4b3a2d1c0f';
const report = (from: string): UsageReport => ({
  accountId: ADMIN_USER.accounts[0].account_id,
  from,
  to: TODAY,
  scope: 'account',
  rows: [
    {
      day: TODAY,
      integrationKey: KEY,
      integrationKeyName: 'Billing sync',
      api: 'eSignature REST API',
      operation: 'Envelopes: create',
      method: 'POST',
      status: 201,
      calls: 6,
      totalMs: 600,
      maxMs: 300,
    },
    {
      day: TODAY,
      integrationKey: PORTAL,
      integrationKeyName: 'Developer Center portal',
      api: 'eSignature REST API',
      operation: 'Envelopes: get',
      method: 'GET',
      status: 404,
      calls: 2,
      totalMs: 20,
      maxMs: 12,
    },
  ],
});

let network: ReturnType<typeof mockHttp>;
/** A figure of the summary: the dd under its dt. */
const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling;
afterEach(() => network.restore());

async function renderCenter(signedIn = true) {
  const store = makeStore();
  if (signedIn) {
    store.dispatch(userActions.tokenReceived('tok'));
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  }
  render(
    <Provider store={store}>
      <UsageCenterPage />
    </Provider>,
  );
  await act(settle);
  return store;
}

describe('API usage center', () => {
  beforeEach(() => {
    network = mockHttp({
      'GET /api/usage': (config) => ({
        status: 200,
        data: report((config.params as { from: string }).from),
      }),
    });
  });

  it("asks for the last 30 days and shows the account's calls in figures, a chart and tables", async () => {
    await renderCenter();
    expect(network.calls[0].params).toEqual({ from: addDays(TODAY, -29), to: TODAY });
    expect(screen.getByText(/^Every call made in Acme Demo/)).toBeInTheDocument();
    expect(figure('Calls')).toHaveTextContent('8');
    expect(figure('Failed')).toHaveTextContent('2 (25%)');
    const chart = screen.getByRole('img', { name: 'Calls per day' });
    expect(chart.querySelectorAll('g[data-day]')).toHaveLength(30);
    expect(chart.querySelector(`g[data-day="${TODAY}"] title`)?.textContent).toMatch(
      /: 6 succeeded, 2 failed$/,
    );
    const keys = screen.getByRole('region', { name: 'By integration key' });
    expect(
      within(keys)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Integration keyCallsFailedAverage time',
      `Billing sync${KEY}60100 ms`,
      `Developer Center portal${PORTAL}2210 ms`,
    ]);
    expect(screen.getByRole('region', { name: 'Error codes' })).toHaveTextContent(
      '404 Not Found: 2 calls',
    );
    const slowest = screen.getByRole('region', { name: 'Slowest operations' });
    expect(within(slowest).getAllByRole('row')[1]).toHaveTextContent('Envelopes: create');
  });

  it('shows one key, and asks again for another period', async () => {
    await renderCenter();
    await userEvent.selectOptions(screen.getByLabelText('Integration key'), KEY);
    expect(figure('Calls')).toHaveTextContent('6');
    expect(screen.getByRole('region', { name: 'Error codes' })).toHaveTextContent(
      'No failed calls',
    );
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7');
    await act(settle);
    expect(network.calls.at(-1)?.params).toEqual({ from: addDays(TODAY, -6), to: TODAY });
    expect(
      screen.getByRole('img', { name: 'Calls per day' }).querySelectorAll('g[data-day]'),
    ).toHaveLength(7);
  });

  it('shows how close the account and each key are to the hourly and burst limits', async () => {
    const resetAt = Math.ceil(Date.now() / 3600_000) * 3600;
    network.restore();
    network = mockHttp({
      'GET /api/usage': (config) => ({
        status: 200,
        data: {
          ...report((config.params as { from: string }).from),
          limits: {
            hourly: { limit: 3000, used: 2550, remaining: 450, resetAt },
            burst: { limit: 200, used: 20, remaining: 180, resetAt: resetAt - 1800 },
            keys: [
              { integrationKey: KEY, integrationKeyName: 'Billing sync', hourly: 2400, burst: 20 },
              { integrationKey: PORTAL, integrationKeyName: null, hourly: 150, burst: 0 },
            ],
          },
        } satisfies UsageReport,
      }),
    });
    await renderCenter();
    const limits = screen.getByRole('region', { name: 'API limits now' });
    const hourly = within(limits).getByRole('meter', { name: 'This hour: 2550 of 3000 calls' });
    expect(hourly).toHaveAttribute('value', '2550');
    expect(hourly).toHaveAttribute('high', '2400');
    expect(limits).toHaveTextContent('2550 of 3000 calls (85%), 450 left');
    expect(
      within(limits).getByRole('meter', { name: 'Last 30 seconds: 20 of 200 calls' }),
    ).toBeInTheDocument();
    expect(
      within(limits)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`Billing sync${KEY}240080%2010%`, `Deleted key${PORTAL}1505%00%`]);
    // One key chosen: only its share.
    await userEvent.selectOptions(screen.getByLabelText('Integration key'), KEY);
    expect(within(limits).getAllByRole('row')).toHaveLength(2);
  });

  it('leaves the limits out for a platform that does not report them', async () => {
    await renderCenter();
    expect(screen.queryByRole('region', { name: 'API limits now' })).toBeNull();
  });

  it('says a failure with a toast, and asks a visitor to log in', async () => {
    network.restore();
    network = mockHttp({ 'GET /api/usage': { status: 502, statusText: 'Bad Gateway' } });
    const store = await renderCenter();
    expect(screen.getByText('Your usage could not be loaded.')).toBeInTheDocument();
    expect(store.getState().toasts).toContainEqual(
      expect.objectContaining({ text: 'Bad Gateway' }),
    );
    document.body.innerHTML = '';
    await renderCenter(false);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('scales the chart to a round top', () => {
    expect([0, 1, 3, 7, 12, 48, 180].map(scaleTop)).toEqual([1, 1, 5, 10, 20, 50, 200]);
  });
});
