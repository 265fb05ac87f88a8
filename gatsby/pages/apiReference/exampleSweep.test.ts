/** @jest-environment node */
import { loadApiReferences, operationForPage, readRegistry } from '../../../lib/reference';
import type { ApiReferenceModel, MediaModel, OperationModel } from '../../../lib/reference/model';
import { isIdName } from '../../../lib/reference/sampleValues/ids';
import { methodMarkdown } from '../../llms/methodMarkdown';
import type { ExampleMemo, MadeExample } from './exampleStore';
import { withGeneratedExamples } from './generatedExamples';

// Every example a method page shows (the spec's own, else generated), request and response, of
// every operation of every bundled spec: none may look made up. A developer copies these into a
// test, so "string", a zero GUID, an id of 0 or a date from years ago is a bug here, unless the
// spec itself says so: each such place is listed in EXCEPTIONS, with why.

interface Exception {
  spec: string;
  /** The end of the value's path in the example, e.g. trigger_input_schema[].field_data_type. */
  path: string;
  value: unknown;
  why: string;
}

const EXCEPTIONS: Exception[] = [
  {
    spec: 'maestro-1.0.7',
    path: 'trigger_input_schema[].field_data_type',
    value: 'string',
    why: 'StringInput.field_data_type is enum ["string"]: the data type an input field takes',
  },
];

const ZERO_GUID = /^0{8}-0{4}-[0-9a-f]0{3}-[0-9a-f]0{3}-0{12}$/i;
const DATE = /^(\d{4})-\d{2}-\d{2}(?:$|T)/;

/** What is wrong with one value at `path` under `key`, if anything. */
function flaw(key: string | undefined, value: unknown): string | undefined {
  if (value === 'string') return '"string"';
  if (typeof value === 'string' && ZERO_GUID.test(value)) return 'a zero GUID';
  if ((value === 0 || value === '0') && isIdName(key)) return 'an id of 0';
  const date = typeof value === 'string' ? DATE.exec(value) : null;
  if (date && Number(date[1]) < 2020) return `a date before 2020 (${value as string})`;
  return undefined;
}

interface Found {
  path: string;
  value: unknown;
  flaw: string;
}

function sweep(value: unknown, path: string, key: string | undefined, found: Found[]): number {
  if (Array.isArray(value))
    return value.reduce<number>((n, item) => n + sweep(item, `${path}[]`, key, found), 0);
  if (value && typeof value === 'object')
    return Object.entries(value).reduce<number>(
      (n, [name, item]) => n + sweep(item, path ? `${path}.${name}` : name, name, found),
      0,
    );
  const wrong = flaw(key, value);
  if (wrong) found.push({ path, value, flaw: wrong });
  return 1;
}

type Shown = { where: string; media: MediaModel };

/** Every body a method page shows: request, responses, and those of its callbacks. */
function shownBodies(operation: OperationModel): Shown[] {
  const bodies = (item: Pick<OperationModel, 'requestBody' | 'responses'>, prefix: string) => [
    ...(item.requestBody?.content ?? []).map((media) => ({ where: `${prefix}request`, media })),
    ...item.responses.flatMap((response) =>
      response.content.map((media) => ({ where: `${prefix}${response.status}`, media })),
    ),
  ];
  return [
    ...bodies(operation, ''),
    ...(operation.callbacks ?? []).flatMap((callback) =>
      callback.operations.flatMap((item) => bodies(item, `callback ${callback.name} `)),
    ),
  ];
}

const memo = (): ExampleMemo => {
  const made = new Map<string, MadeExample>();
  return { get: (key) => made.get(key), set: (key, value) => void made.set(key, value) };
};

let models: ApiReferenceModel[];

beforeAll(async () => {
  models = await loadApiReferences({ registry: readRegistry(), warn: () => undefined });
});

const operationsOf = (model: ApiReferenceModel) => [
  ...model.categories.flatMap((category) =>
    category.resources.flatMap((resource) => resource.methods),
  ),
  ...(model.webhooks ?? []),
];

test('the sweep finds each flaw it looks for', () => {
  const found: Found[] = [];
  const values = sweep(
    {
      emailSubject: 'string',
      envelopeId: '00000000-0000-4000-8000-000000000000',
      recipients: [{ recipientId: '0' }, { documentId: 0, count: 0 }],
      sentDateTime: '2019-08-24T14:15:22Z',
      ok: ['2026-11-28', 'Pat Jones', 1],
    },
    '',
    undefined,
    found,
  );
  expect(values).toBe(9);
  expect(found.map((item) => `${item.path}: ${item.flaw}`)).toEqual([
    'emailSubject: "string"',
    'envelopeId: a zero GUID',
    'recipients[].recipientId: an id of 0',
    'recipients[].documentId: an id of 0',
    'sentDateTime: a date before 2020 (2019-08-24T14:15:22Z)',
  ]);
});

test('no shown example looks made up, but where the spec says so', () => {
  const counts = { operations: 0, examples: 0, spec: 0, generated: 0, values: 0, excepted: 0 };
  const flaws: string[] = [];
  const used = new Set<Exception>();
  for (const model of models) {
    const examples = memo();
    for (const source of operationsOf(model)) {
      counts.operations += 1;
      const operation = withGeneratedExamples(model, operationForPage(model, source), examples);
      for (const { where, media } of shownBodies(operation))
        for (const example of media.examples) {
          counts.examples += 1;
          counts[example.generated ? 'generated' : 'spec'] += 1;
          const found: Found[] = [];
          counts.values += sweep(example.value, '', undefined, found);
          for (const item of found) {
            const excepted = EXCEPTIONS.find(
              (e) =>
                e.spec === model.swaggerName &&
                (item.path === e.path || item.path.endsWith(`.${e.path}`)) &&
                e.value === item.value,
            );
            if (excepted) {
              used.add(excepted);
              counts.excepted += 1;
            } else
              flaws.push(
                `${model.swaggerName} ${operation.httpMethod} ${operation.path} ${where} ` +
                  `${example.name}: ${item.path} is ${item.flaw}`,
              );
          }
        }
    }
  }
  console.log(counts);
  expect(flaws).toEqual([]);
  // the list says only what is still true
  expect(EXCEPTIONS.filter((exception) => !used.has(exception))).toEqual([]);
  expect(counts.generated).toBeGreaterThan(400);
});

test('a method’s markdown twin shows the very examples its page shows', () => {
  let compared = 0;
  for (const model of models) {
    const pageExamples = memo();
    for (const source of operationsOf(model).slice(0, 40)) {
      const page = withGeneratedExamples(model, operationForPage(model, source), pageExamples);
      // made afresh, as onPostBuild would without the store: the same values
      const twin = methodMarkdown(
        model,
        withGeneratedExamples(model, operationForPage(model, source), memo()),
        { api: model.basePath, resource: model.basePath, resourceName: 'resource' },
        source.name,
        'https://example.test',
      );
      for (const { media } of shownBodies(page))
        for (const example of media.examples.slice(0, 1)) {
          if (typeof example.value === 'string') continue;
          expect(twin).toContain(JSON.stringify(example.value, null, 2));
          compared += 1;
        }
    }
  }
  expect(compared).toBeGreaterThan(300);
});
