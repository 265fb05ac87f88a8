import {
  HASH_SCROLL_MAX_RETRIES,
  HASH_SCROLL_RETRY_MS,
  hashTargetIds,
  scrollToHashWithRetry,
} from './hashScroll';

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom has no layout, hence no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  jest.useFakeTimers();
  scrollIntoView.mockClear();
  document.body.innerHTML = '';
});

afterEach(() => jest.useRealTimers());

function addTarget(id: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  document.body.append(element);
  return element;
}

test('the retry rule is 500 ms, 10 times (docs/behaviour.md §2)', () => {
  expect(HASH_SCROLL_RETRY_MS).toBe(500);
  expect(HASH_SCROLL_MAX_RETRIES).toBe(10);
});

test('a target already on the page is scrolled to at once, with nothing left to retry', () => {
  const target = addTarget('responses');
  scrollToHashWithRetry('#responses');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(target);
  expect(jest.getTimerCount()).toBe(0);
});

test('a target that appears before the third retry is scrolled to once, then the retries stop', () => {
  scrollToHashWithRetry('#request-body');
  jest.advanceTimersByTime(2 * HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).not.toHaveBeenCalled();
  const target = addTarget('request-body');
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(target);
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(20 * HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

test('a target the page has landed on itself (focused) is not scrolled again: the page lands once', () => {
  scrollToHashWithRetry('#body-recipients');
  const target = addTarget('body-recipients');
  target.tabIndex = -1;
  target.focus();
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
  scrollToHashWithRetry('#body-recipients');
  expect(scrollIntoView).not.toHaveBeenCalled();
});

test('the tenth retry is the last one', () => {
  scrollToHashWithRetry('#late');
  jest.advanceTimersByTime((HASH_SCROLL_MAX_RETRIES - 1) * HASH_SCROLL_RETRY_MS);
  addTarget('late');
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

test('a target that never appears is given up after 10 retries', () => {
  const lookups = jest.spyOn(document, 'getElementById');
  scrollToHashWithRetry('#nowhere');
  jest.advanceTimersByTime(HASH_SCROLL_MAX_RETRIES * HASH_SCROLL_RETRY_MS);
  // the first look, then one per retry
  expect(lookups).toHaveBeenCalledTimes(1 + HASH_SCROLL_MAX_RETRIES);
  expect(jest.getTimerCount()).toBe(0);
  addTarget('nowhere');
  jest.advanceTimersByTime(10 * HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).not.toHaveBeenCalled();
  lookups.mockRestore();
});

test('the returned function stops the retries', () => {
  const stop = scrollToHashWithRetry('#tabs');
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  stop();
  addTarget('tabs');
  jest.advanceTimersByTime(10 * HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

test('no hash, or a bare #, starts nothing', () => {
  scrollToHashWithRetry('');
  scrollToHashWithRetry('#');
  expect(jest.getTimerCount()).toBe(0);
});

describe('encoded hashes', () => {
  test('an encoded hash finds the decoded id', () => {
    expect(hashTargetIds('#caf%C3%A9')).toEqual(['café', 'caf%C3%A9']);
    scrollToHashWithRetry('#caf%C3%A9');
    addTarget('café');
    jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  test('an id that holds a percent sign is found as written', () => {
    addTarget('a%20b');
    scrollToHashWithRetry('#a%20b');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  test('a malformed escape is looked up as written', () => {
    expect(hashTargetIds('#100%')).toEqual(['100%']);
    scrollToHashWithRetry('#100%');
    addTarget('100%');
    jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  test('a plain hash needs no decoding', () => {
    expect(hashTargetIds('#envelopes_create')).toEqual(['envelopes_create']);
  });
});
