import {
  CLICKWRAP_MESSAGES as M,
  identifierFromQuery,
  identifierProblem,
  progressOf,
  renderFailureMessage,
} from './clickwrap';
import { CLICKWRAP_ENVIRONMENTS } from './clickwrap';

const good = {
  environment: 'demo',
  accountId: '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b',
  clickwrapId: '3f2c9a1e-7b4d-4e6f-9a8b-5c1d2e3f4a5b',
  clientUserId: 'tester',
  country: '',
};

it('offers the environments of docs/behaviour.md §9 (the sandbox keeps the same list)', () => {
  expect(CLICKWRAP_ENVIRONMENTS.join(' ')).toBe('demo stage na1 na2 na3 na4 eu ca au jp1');
});

it('marks progress items current, visited and incomplete', () => {
  expect(
    ['identifier', 'render', 'success'].map((item) => progressOf(item as never, 'render')),
  ).toEqual(['visited', 'current', 'incomplete']);
});

it.each([
  [{ ...good, clickwrapId: ' ' }, M.required],
  [{ ...good, environment: 'prod' }, M.environment],
  [{ ...good, accountId: '123' }, M.invalidFormat],
  [good, undefined],
])('checks the identifier %j', (identifier, message) => {
  expect(identifierProblem(identifier)).toBe(message);
});

it.each([
  [{ status: 400, errorCode: 'INVALID_ENVIRONMENT' }, M.environment],
  [{ status: 404, errorCode: 'CLICKWRAP_NOT_FOUND' }, M.notFound],
  [{ status: 400, errorCode: 'MISSING_PARAMETER' }, M.missingParameters],
  [{ status: 400, errorCode: 'INVALID_REQUEST_PARAMETER' }, M.invalidFormat],
  [{ status: 0, errorCode: 'NETWORK' }, M.connection],
  [{ status: 503 }, M.connection],
])('turns the failure %j into its message', (failure, message) => {
  expect(renderFailureMessage(failure)).toBe(message);
});

it('reads the identifier from the address and flags a partial one', () => {
  expect(identifierFromQuery('?environment=eu&accountId=a&clickwrapId=b')).toEqual({
    values: { environment: 'eu', accountId: 'a', clickwrapId: 'b' },
  });
  expect(identifierFromQuery('?environment=eu').problem).toBe(M.missingParameters);
  expect(identifierFromQuery('').problem).toBeUndefined();
});
