import type { IndexedApi, OperationModel } from '../../../lib/reference';

/** One operation of one API version, as the sweep calls it. */
export interface PlannedOperation {
  api: IndexedApi;
  operation: OperationModel;
  /** `swaggerName METHOD path`: how reports name it. */
  key: string;
  /** The path parameters it needs, account ids left out (the sweep knows those). */
  needs: string[];
  /** A create: a POST on a path whose items are `{path}/{id}…` (the parameter named). */
  creates?: string;
  /** A list: a GET on a path whose items are `{path}/{id}…` (read at `{path}/{id}` if it has a GET). */
  lists?: string;
}

const PARAM = /\{([^}]+)\}/g;
/** The account a call acts in: the sweep's own, never a learnt id. */
export const isAccountParameter = (name: string) =>
  name.replace(/_/g, '').toLowerCase() === 'accountid';

export const parametersOf = (path: string) =>
  [...path.matchAll(PARAM)].map((match) => match[1]).filter((name) => !isAccountParameter(name));

/**
 * The parameter that names an item below `path` among the API's paths (`{path}/{id}`, or only
 * deeper paths such as `{path}/{id}/memberships`), the one with a GET of its own first.
 */
function itemParameter(path: string, paths: string[], methods: Map<string, Set<string>>) {
  const below = paths
    .filter((candidate) => candidate.startsWith(`${path}/{`))
    .map((candidate) => candidate.slice(path.length + 2).split('}', 1)[0]);
  return below.find((name) => methods.get(`${path}/{${name}}`)?.has('GET')) ?? below[0];
}

/** The order the sweep calls in: creates (0), then reads (1), other changes (2), deletes (3). */
export const phaseOf = (planned: PlannedOperation) => {
  const method = planned.operation.httpMethod;
  if (planned.creates) return 0;
  if (method === 'GET') return 1;
  if (method === 'DELETE') return 3;
  return 2;
};

/**
 * The sweep's plan of an API version: every operation once, creates before what reads them,
 * deletes last, and which lists and creates name items that a GET reads.
 */
export function planOperations(api: IndexedApi, operations: OperationModel[]): PlannedOperation[] {
  const paths = [...new Set(operations.map((operation) => operation.path))];
  const methods = new Map<string, Set<string>>();
  for (const { path, httpMethod } of operations) {
    if (!methods.has(path)) methods.set(path, new Set());
    methods.get(path)!.add(httpMethod);
  }
  const planned = operations.map((operation): PlannedOperation => {
    const item = itemParameter(operation.path, paths, methods);
    return {
      api,
      operation,
      key: `${api.model.swaggerName} ${operation.httpMethod} ${operation.path}`,
      needs: parametersOf(operation.path),
      creates: operation.httpMethod === 'POST' ? item : undefined,
      lists: operation.httpMethod === 'GET' ? item : undefined,
    };
  });
  // Creates and reads from the top down; changes and deletes from the bottom up, so that a
  // document is changed before its envelope is voided and a room's parts before the room goes.
  const depth = (planned: PlannedOperation) => {
    const segments = planned.operation.path.split('/').length;
    return phaseOf(planned) >= 2 ? -segments : segments;
  };
  return planned.sort(
    (a, b) => phaseOf(a) - phaseOf(b) || depth(a) - depth(b) || a.key.localeCompare(b.key),
  );
}

/**
 * Calls a plan by phase (creates, reads, changes, deletes), each operation once all its ids are
 * known (`ready`: a read may name what a later phase's list answers, so a phase runs until
 * nothing more gets ready); what never gets its ids runs at the end with made-up ones.
 */
export async function runByPhase(
  plan: PlannedOperation[],
  ready: (planned: PlannedOperation) => boolean,
  run: (planned: PlannedOperation) => Promise<unknown>,
  phases = [0, 1, 2, 3],
) {
  const pending = [...plan];
  for (const phase of phases) {
    let progressed = true;
    while (progressed) {
      progressed = false;
      for (const planned of [...pending]) {
        if (phaseOf(planned) > phase || !phases.includes(phaseOf(planned))) continue;
        if (!ready(planned)) continue;
        pending.splice(pending.indexOf(planned), 1);
        await run(planned);
        progressed = true;
      }
    }
  }
  for (const planned of pending) if (phases.includes(phaseOf(planned))) await run(planned);
}
