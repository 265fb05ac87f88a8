import { mockHttp, settle } from '../../test-utils/mockHttp';
import {
  CLIENT_ERROR_EVENTS,
  MAX_ERROR_EVENTS,
  installClientErrorReporting,
  reportClientError,
  resetClientErrorReporting,
} from './clientErrors';

const TELEMETRY = 'POST /api/client-otel-metrics';
let network: ReturnType<typeof mockHttp>;
const events = () =>
  network.calls
    .filter((call) => `${call.method?.toUpperCase()} ${call.url}` === TELEMETRY)
    .map((call) => JSON.parse(String(call.data)));

beforeEach(() => {
  resetClientErrorReporting();
  network = mockHttp({ [TELEMETRY]: { status: 202 } });
  window.history.pushState({}, '', '/docs/esign-rest-api/');
});
afterEach(() => network.restore());

it("reports the page's errors and unhandled rejections, not only to the console", async () => {
  installClientErrorReporting(() => 'visitor-1');
  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
  rejection.reason = new Error('Loading chunk 7 failed');
  window.dispatchEvent(rejection);
  await settle();
  expect(events()).toEqual([
    {
      eventSource: 'Client Error',
      eventData: { name: 'TypeError', message: 'x is undefined', path: '/docs/esign-rest-api/' },
      globalUserUuid: 'visitor-1',
    },
    {
      eventSource: 'Unhandled Rejection',
      eventData: {
        name: 'Error',
        message: 'Loading chunk 7 failed',
        path: '/docs/esign-rest-api/',
      },
      globalUserUuid: 'visitor-1',
    },
  ]);
  expect(network.calls[0].headers.get('Authorization')).toBeFalsy();
});

it('sends one error once, and at most ten a page load', async () => {
  for (let round = 0; round < 3; round += 1) {
    reportClientError(CLIENT_ERROR_EVENTS.saga, new Error('same'), null);
  }
  for (let index = 0; index < 20; index += 1) {
    reportClientError(CLIENT_ERROR_EVENTS.error, `error ${index}`, null);
  }
  await settle();
  expect(events()).toHaveLength(MAX_ERROR_EVENTS);
  expect(events().filter((event) => event.eventData.message === 'same')).toHaveLength(1);
  expect(events()[0]).not.toHaveProperty('globalUserUuid');
});

it('a failing telemetry call is swallowed', async () => {
  network.restore();
  network = mockHttp({ [TELEMETRY]: { status: 500 } });
  expect(() => reportClientError(CLIENT_ERROR_EVENTS.error, 'boom', null)).not.toThrow();
  await settle();
});
