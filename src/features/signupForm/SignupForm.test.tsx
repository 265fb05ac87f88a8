import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { SignupForm } from './SignupForm';

let posted: URLSearchParams[] = [];
beforeEach(() => {
  posted = [];
  global.fetch = jest.fn(async (_url: unknown, init?: { body?: URLSearchParams }) => {
    posted.push(init!.body!);
    return { ok: true, status: 201, json: async () => ({ message: 'Thanks!' }) };
  }) as unknown as typeof fetch;
});

it('asks for a country from the full list and newsletter topics, which become the interest', async () => {
  const store = makeStore(undefined, { runSagas: false });
  render(
    <Provider store={store}>
      <SignupForm />
    </Provider>,
  );
  const country = screen.getByLabelText('Country');
  expect(country.querySelectorAll('option')).toHaveLength(250);
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.test');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.selectOptions(country, 'NZ');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Webhooks and Connect' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'SDKs and sample apps' }));
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  });
  expect(posted[0].get('country')).toBe('NZ');
  expect(posted[0].getAll('topics')).toEqual(['webhooks', 'sdks']);
  expect(store.getState().eloquaTracking.interest).toBe('webhooks,sdks');
  expect(await screen.findByRole('status')).toHaveTextContent('Thanks!');
});
