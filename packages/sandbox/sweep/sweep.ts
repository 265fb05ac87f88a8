import type { OperationIndex } from '../../../lib/reference';
import { createdIdOf, idOf, itemsOf, learnFromAnswer } from './learn';
import { placeholdersIn } from './placeholders';
import { planOperations, runByPhase, type PlannedOperation } from './plan';
import { idsKnown, plain, requestFor, unknownId, type KnownIds } from './request';

/** What the sweep found wrong with one operation (one line per operation and kind). */
export interface SweepProblem {
  /** `swaggerName METHOD path` */
  operation: string;
  kind:
    | 'server error'
    | 'error shape'
    | 'undeclared status'
    | 'placeholder'
    | 'refused'
    | 'create without id'
    | 'listed id not found'
    | 'created not listed'
    | 'answered another id'
    | 'signed-in user not listed'
    | 'unknown id accepted';
  detail: string;
}

export interface SweepReport {
  operations: number;
  /** Operations answered with a success status. */
  succeeded: number;
  /** Operations answered with the `X-Sandbox-Sampled` header: a sample, no state. */
  sampled: string[];
  /**
   * Operations refused by one of the platform's rules on state (`ENVELOPE_INVALID_STATUS`: the
   * sweep's sampled request asked for what the platform rightly refuses): no problem.
   */
  ruled: string[];
  /** Operations whose path needed an id no answer gave (called with a made-up one). */
  unreached: string[];
  /** Lists checked item by item against their GET, and the items checked. */
  listsChecked: number;
  itemsChecked: number;
  problems: SweepProblem[];
}

/** One call the sweep made: its plan and the request as sent. */
export interface SweptCall {
  planned: PlannedOperation;
  url: string;
  init: RequestInit;
}

export interface SweepTarget {
  /** The platform's base_uri: each API at `{apiBase}{apiBasePathDemo}`. */
  apiBase: string;
  accountId: string;
  token: string;
  /** The signed-in user's email: every list of the account's users names them. */
  email?: string;
  /** Only these APIs (registry names); all by default. */
  apis?: string[];
  /**
   * Only these phases (0 creates, 1 reads, 2 changes, 3 deletes); all by default. Without the
   * deletes the sweep leaves what it made (bench:sandbox replays reads of it).
   */
  phases?: number[];
  /**
   * Sees every call and its answer (for a look at what the platform answered), and the request
   * itself (bench:sandbox replays a create, a get and a list of each API).
   */
  log?: (key: string, status: number, text: string, call?: SweptCall) => void;
}

/** Items of a list checked against the list's GET. */
const ITEMS_CHECKED = 3;

const isErrorShape = (text: string) => {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return ['errorCode', 'error', 'code', 'message'].some((key) => key in body);
  } catch {
    return false;
  }
};

/**
 * A refusal the platform contradicts itself with: "not found" for an id it answered, or a
 * request built from its own spec (ids it answered, the spec's examples and samples) refused as
 * invalid. A refusal by a rule on state (a sent envelope's documents) is the platform's right.
 */
function refusesWhatItAnswered(status: number, text: string) {
  if (status === 404) return true;
  try {
    const { errorCode } = JSON.parse(text) as { errorCode?: unknown };
    return typeof errorCode === 'string' && /^INVALID_REQUEST_(PARAMETER|BODY)$/.test(errorCode);
  } catch {
    return false;
  }
}

/**
 * Calls every operation of every API the index serves on a platform, as an integration would:
 * creates first, ids threaded from the answers into later paths, deletes last. Then it checks
 * what a real platform never does: a 5xx, an answer with a sampler's placeholders, a create that
 * answers no id, a listed id its own GET refuses, a made-up id accepted, a refusal of what the
 * platform itself answered.
 */
export async function sweepPlatform(
  index: OperationIndex,
  target: SweepTarget,
): Promise<SweepReport> {
  const report: SweepReport = {
    operations: 0,
    succeeded: 0,
    sampled: [],
    ruled: [],
    unreached: [],
    listsChecked: 0,
    itemsChecked: 0,
    problems: [],
  };
  const problem = (planned: PlannedOperation, kind: SweepProblem['kind'], detail: string) =>
    report.problems.push({ operation: planned.key, kind, detail: detail.slice(0, 240) });
  const known: KnownIds = { strong: new Map(), weak: new Map() };
  /** The id each create answered, by API and the collection's path (its list must name it). */
  const created = new Map<string, string>();

  for (const api of index.apis) {
    if (target.apis && !target.apis.includes(api.entry.swaggerName)) continue;
    const own = index.operations().filter((found) => found.api === api);
    const plan = planOperations(
      api,
      own.map((found) => found.operation),
    );
    const names = new Set(plan.flatMap((planned) => planned.needs.map(plain)));
    const byPath = new Map(
      plan
        .filter((planned) => planned.operation.httpMethod === 'GET')
        .map((planned) => [planned.operation.path, planned]),
    );

    const call = async (planned: PlannedOperation, override: Record<string, string> = {}) => {
      const request = requestFor(planned, known, target, override);
      const response = await fetch(request.url, { ...request.init, redirect: 'manual' });
      const text = await response.text();
      target.log?.(`${planned.key} ${request.url}`, response.status, text, {
        planned,
        url: request.url,
        init: request.init,
      });
      const json = /json/.test(response.headers.get('content-type') ?? '')
        ? (() => {
            try {
              return JSON.parse(text) as unknown;
            } catch {
              return undefined;
            }
          })()
        : undefined;
      return { request, response, text, json };
    };

    const itemRead = (planned: PlannedOperation, parameter: string) =>
      byPath.get(`${planned.operation.path}/{${parameter}}`);

    const run = async (planned: PlannedOperation) => {
      report.operations += 1;
      const { request, response, text, json } = await call(planned);
      const line = `${response.status} ${text.slice(0, 160)}`;
      if (request.guessed.length > 0) report.unreached.push(planned.key);
      if (response.headers.get('x-sandbox-sampled') === 'true') report.sampled.push(planned.key);
      if (response.status >= 500) return problem(planned, 'server error', line);
      if (response.status >= 400) {
        if (!isErrorShape(text)) problem(planned, 'error shape', line);
        else if (request.guessed.length > 0) return;
        else if (refusesWhatItAnswered(response.status, text)) problem(planned, 'refused', line);
        else report.ruled.push(`${planned.key}: ${line.slice(0, 120)}`);
        return;
      }
      if (response.status >= 300) return;
      report.succeeded += 1;
      const declared = planned.operation.responses.some(
        (answer) => answer.status === String(response.status) || answer.status === '2XX',
      );
      if (!declared) problem(planned, 'undeclared status', line);
      const found = placeholdersIn(json);
      if (found.length > 0) {
        problem(
          planned,
          'placeholder',
          found
            .map((placeholder) => `${placeholder.at}=${JSON.stringify(placeholder.value)}`)
            .join(', '),
        );
      }
      if (json === undefined) return;
      const id = learnFromAnswer(known, planned, json, names);
      if (planned.creates) {
        if (id === undefined) problem(planned, 'create without id', line);
        else created.set(`${api.basePath} ${planned.operation.path}`, id);
      }
      if (planned.lists) {
        const items = itemsOf(json);
        const read = itemRead(planned, planned.lists);
        if (items.length > 0) report.listsChecked += 1;
        for (const item of items.slice(0, ITEMS_CHECKED)) {
          const id = createdIdOf(item, planned.lists);
          if (id === undefined || !read) continue;
          report.itemsChecked += 1;
          const got = await call(read, { [planned.lists]: id });
          if (got.response.status >= 300) {
            problem(
              planned,
              'listed id not found',
              `${planned.lists}=${id}: ${got.response.status} ${got.text.slice(0, 120)}`,
            );
          }
        }
        const made = created.get(`${api.basePath} ${planned.operation.path}`);
        if (
          made !== undefined &&
          !items.some((item) => createdIdOf(item, planned.lists!) === made)
        ) {
          problem(
            planned,
            'created not listed',
            `${planned.lists}=${made} not among ${items.length} items`,
          );
        }
      }
      // The account's users always include whoever is signed in.
      if (target.email && planned.lists && /\/users$/.test(planned.operation.path)) {
        const email = target.email.toLowerCase();
        const emails = itemsOf(json).map((item) => String(item.email ?? '').toLowerCase());
        if (!emails.includes(email)) {
          problem(
            planned,
            'signed-in user not listed',
            `${target.email} not among [${emails.join(', ')}]`,
          );
        }
      }
      // An item's GET: a made-up id of the same shape is not found.
      const last = /\{([^}]+)\}$/.exec(planned.operation.path)?.[1];
      const parameter = planned.operation.parameters.find(
        (candidate) => candidate.in === 'path' && candidate.name === last,
      );
      if (
        planned.operation.httpMethod === 'GET' &&
        parameter &&
        !request.guessed.includes(parameter.name) &&
        json &&
        typeof json === 'object' &&
        !Array.isArray(json)
      ) {
        // An item's GET answers the item asked for, not another one.
        const asked = decodeURIComponent(request.url.split('?', 1)[0].split('/').pop()!);
        const answered = idOf(json as Record<string, unknown>, parameter.name);
        if (answered !== undefined && answered !== asked) {
          problem(
            planned,
            'answered another id',
            `${parameter.name}=${asked}, answered ${answered}`,
          );
        }
      }
      if (planned.operation.httpMethod === 'GET' && parameter && planned.needs.includes(last!)) {
        const made = unknownId(parameter);
        if (made !== undefined) {
          const got = await call(planned, { [parameter.name]: made });
          if (got.response.status < 300)
            problem(planned, 'unknown id accepted', `${last}=${made}: ${got.response.status}`);
        }
      }
    };

    // By phase, each operation once its ids are known, the rest with made-up ones at the end.
    await runByPhase(plan, (planned) => idsKnown(known, planned), run, target.phases);
  }
  return report;
}
