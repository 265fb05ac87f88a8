import type { GatsbyBrowser } from 'gatsby';

// What happens when, across the tasks of a page load: the shell records when it is evaluated.
const events: string[] = [];
jest.mock('./shell', () => {
  events.push('shell evaluated');
  return {
    onClientEntry: () => events.push('store made'),
    wrapRootElement: ({ element }: { element: unknown }) => element,
  };
});

// Imported after the mock: the shell must not be evaluated by this import either.
import { onClientEntry, wrapRootElement } from './deferredShell';

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the shell is evaluated in a task after client entry, and the store made in the next', async () => {
  expect(events).toEqual([]);
  const entered = (onClientEntry as () => Promise<void>)();
  await flushMicrotasks();
  expect(events).toEqual([]); // still Gatsby's task
  jest.advanceTimersByTime(0);
  await flushMicrotasks();
  expect(events).toEqual(['shell evaluated']);
  jest.advanceTimersByTime(0);
  await entered;
  expect(events).toEqual(['shell evaluated', 'store made']);
  const wrap = wrapRootElement as NonNullable<GatsbyBrowser['wrapRootElement']>;
  expect(wrap({ element: 'page' } as never, {} as never)).toBe('page');
});
