import { useEffect, useMemo, useState } from 'react';
import { dayOf, addDays } from '../../../../lib/usage/contract';
import { formatDate } from '../../../../lib/site/dates';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { watchApiUsage } from '../apiUsageSaga';
import { Field, Select } from '../../../components/ui';
import { LoginPrompt } from '../../tokenGenerator/components/LoginPrompt';
import { selectCurrentAccount, selectIsLoggedIn } from '../../user/selectors';
import { apiUsageActions } from '../apiUsageSlice';
import { summarise } from '../usageSummary';
import { UsageChart } from './UsageChart';
import { UsageLimits } from './UsageLimits';
import { UsageTables } from './UsageTables';
import './usage.css';

export const USAGE_CENTER_PATH = '/tools/api-usage-center/';
const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

/**
 * The API usage center: the signed-in developer's calls to the sandbox per day and integration
 * key, how close the account and each key are to the API limits now, error codes and slowest
 * operations, from what the platform records (GET /api/usage; an
 * administrator sees the account's calls, a member their own, never another account's).
 */
export function UsageCenterPage() {
  const hydrated = useHydrated();
  useSaga(watchApiUsage);
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectCurrentAccount);
  const { report, status } = useAppSelector((state) => state.apiUsage);
  const [days, setDays] = useState('30');
  const [key, setKey] = useState('');

  useEffect(() => {
    if (!isLoggedIn) return;
    const to = dayOf(Date.now());
    dispatch(apiUsageActions.usageRequested({ from: addDays(to, 1 - Number(days)), to }));
  }, [dispatch, isLoggedIn, days]);

  const summary = useMemo(
    () =>
      report &&
      summarise(
        report.rows.filter((row) => key === '' || row.integrationKey === key),
        report.from,
        report.to,
      ),
    [report, key],
  );
  const keyOptions = useMemo(
    () => (report ? summarise(report.rows, report.from, report.to).keys : []),
    [report],
  );

  if (!hydrated || !isLoggedIn) {
    return (
      <LoginPrompt text="Log in to see your calls to the platform." returnTo={USAGE_CENTER_PATH} />
    );
  }
  return (
    <>
      <div className="usage-controls">
        <Field label="Period">
          <Select
            value={days}
            options={PERIODS}
            onChange={(event) => setDays(event.target.value)}
          />
        </Field>
        <Field label="Integration key">
          <Select
            value={key}
            placeholder="All keys"
            options={keyOptions.map((option) => ({
              value: option.integrationKey,
              label: option.name,
            }))}
            onChange={(event) => setKey(event.target.value)}
          />
        </Field>
      </div>
      <p aria-live="polite">
        {status === 'loading' && 'Loading your usage…'}
        {status === 'failed' && 'Your usage could not be loaded.'}
        {status === 'loaded' &&
          report &&
          `${report.scope === 'account' ? 'Every call made in' : 'The calls you made yourself in'} ${
            account?.account_name ?? 'your account'
          }, ${formatDate(report.from)} to ${formatDate(report.to)}.`}
      </p>
      {summary && report && (
        <>
          <dl className="usage-figures">
            <div>
              <dt>Calls</dt>
              <dd>{summary.calls}</dd>
            </div>
            <div>
              <dt>Failed</dt>
              <dd>
                {summary.failed}
                {summary.calls > 0 && ` (${Math.round((summary.failed / summary.calls) * 100)}%)`}
              </dd>
            </div>
            <div>
              <dt>Integration keys</dt>
              <dd>{summary.keys.length}</dd>
            </div>
          </dl>
          {report.limits && <UsageLimits limits={report.limits} integrationKey={key} />}
          {summary.calls === 0 ? (
            <p>
              No calls recorded in this period. The calls you make to the sandbox with your
              integration keys, and those the API Explorer sends for you, show here.
            </p>
          ) : (
            <>
              <UsageChart days={summary.days} caption="Calls per day" />
              <UsageTables summary={summary} />
            </>
          )}
        </>
      )}
    </>
  );
}
