import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchemaModel } from '../../../../lib/reference/model';
import { DeepLinkOpen } from '../deepLink';
import { SchemaChunkBase } from '../schemaChunks';
import { SchemaView } from './SchemaView';

// A wide schema as budget.ts splits it: the first fields here, the rest in part files.
const field = (name: string) => ({
  name,
  required: false,
  schema: { type: 'string', constraints: {} },
});
const continuation = (name: string): SchemaModel => ({
  refName: name,
  truncated: true,
  type: 'object',
  constraints: {},
});
const wide: SchemaModel = {
  type: 'object',
  refName: 'accountSettings',
  properties: [field('first')],
  allOf: [continuation('accountSettings~2')],
  constraints: {},
};
const part2: SchemaModel = { type: 'object', properties: [field('second')], constraints: {} };

const realFetch = global.fetch;
const realObserver = global.IntersectionObserver;
let fetched: string[];
let intersect: (isIntersecting: boolean) => void;

beforeEach(() => {
  fetched = [];
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, status: 200, json: async () => part2 };
  }) as unknown as typeof fetch;
  global.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      intersect = (isIntersecting) =>
        callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  global.fetch = realFetch;
  global.IntersectionObserver = realObserver;
});

// Each test its own chunk folder: a page view fetches a chunk once (schemaChunks.ts).
const view = (base: string, open: ReadonlySet<string> = new Set()) => (
  <SchemaChunkBase.Provider value={base}>
    <DeepLinkOpen.Provider value={open}>
      <SchemaView schema={wide} />
    </DeepLinkOpen.Provider>
  </SchemaChunkBase.Provider>
);

test('the rest of a wide schema waits until the reader comes near it', async () => {
  render(view('/api-schemas/esignature/v2.1/'));
  expect(screen.getByText('first')).toBeInTheDocument();
  expect(fetched).toEqual([]);
  act(() => intersect(false));
  expect(fetched).toEqual([]);
  act(() => intersect(true));
  expect(await screen.findByText('second')).toBeInTheDocument();
  expect(fetched).toEqual(['/api-schemas/esignature/v2.1/accountSettings_2.json']);
});

test('the reader can ask for the rest with a button', async () => {
  render(view('/api-schemas/asked/'));
  await userEvent.click(
    screen.getByRole('button', { name: 'Show more fields of accountSettings' }),
  );
  expect(await screen.findByText('second')).toBeInTheDocument();
});

test('a deep link on the page loads the rest at once, since it may point into it', async () => {
  render(view('/api-schemas/linked/', new Set(['body-second'])));
  expect(await screen.findByText('second')).toBeInTheDocument();
  expect(fetched).toEqual(['/api-schemas/linked/accountSettings_2.json']);
});
