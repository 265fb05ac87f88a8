import type { ApiReferenceModel, OperationModel } from '../../lib/reference/model';
import { sampleModel } from '../../lib/samples/sampleModel';
import type { SampleModel } from '../../lib/samples/model';
import { isAccountParameter } from '../../lib/samples/target';

/** One operation to run: its sample model and a key the known-failure list names it by. */
export interface PlannedSample {
  api: string;
  /** `GET /v2.1/accounts/{accountId}/envelopes`, unique within an API. */
  key: string;
  model: SampleModel;
  operation: OperationModel;
}

export function plannedSamples(api: ApiReferenceModel): PlannedSample[] {
  return api.categories.flatMap((category) =>
    category.resources.flatMap((resource) =>
      resource.methods.map((operation) => ({
        api: api.apiName,
        key: `${operation.httpMethod} ${operation.path}`,
        operation,
        model: sampleModel(operation, {
          apiName: api.apiName,
          resource: resource.name,
          schemas: api.schemas,
        }),
      })),
    ),
  );
}

/** A path parameter an earlier answer must give (an id), not one the spec's values serve. */
export function awaitedIds(sample: PlannedSample): string[] {
  return sample.model.parameters
    .filter((parameter) => parameter.in === 'path' && !isAccountParameter(parameter.name))
    .filter((parameter) => /id$/i.test(parameter.name) || !parameter.value)
    .map((parameter) => parameter.name);
}

const VERB_ORDER: Record<string, number> = { POST: 0, GET: 1, PUT: 2, PATCH: 3 };

/**
 * The next samples to run: those whose ids earlier answers gave, creates before reads before
 * updates. Deletes wait for the end (deepest first), so they do not take away what others use.
 */
export function nextRound(
  pending: PlannedSample[],
  known: (api: string) => Record<string, string>,
): PlannedSample[] {
  const ready = pending.filter(
    (sample) =>
      sample.model.httpMethod !== 'DELETE' &&
      awaitedIds(sample).every((id) => id in known(sample.api)),
  );
  // Creates run in a round of their own: an update's body may name what they create.
  const creates = ready.filter((sample) => sample.model.httpMethod === 'POST');
  if (creates.length > 0) return creates;
  return ready.sort(
    (a, b) => (VERB_ORDER[a.model.httpMethod] ?? 9) - (VERB_ORDER[b.model.httpMethod] ?? 9),
  );
}

/** The deletes, children before their parents, once nothing else can run. */
export function lastRound(pending: PlannedSample[]): PlannedSample[] {
  const depth = (sample: PlannedSample) => sample.model.path.split('/').length;
  return [...pending].sort(
    (a, b) =>
      Number(a.model.httpMethod !== 'DELETE') - Number(b.model.httpMethod !== 'DELETE') ||
      depth(b) - depth(a),
  );
}
