// Maestro-shaped definitions: a workflow definition composed through an allOf chain 12 levels
// deep, recursive steps and conditions (a step holds steps, a condition group conditions that
// hold groups, a run three definitions round), and a trigger answering 20 statuses with a
// schema each.
import { objectDefinition, ref } from '../definitions.mjs';
import { longMarkdown, pascal, shortDescription } from '../text.mjs';

/** Layers `${base}1` ← `${base}2` ← ... ← `${top}`: each an allOf of the one below and its own. */
function allOfChain(random, base, top, depth) {
  const definitions = { [`${base}1`]: objectDefinition(random, { count: random.int(4, 8) }) };
  for (let level = 2; level <= depth; level += 1) {
    const name = level === depth ? top : `${base}${level}`;
    const own = objectDefinition(random, { count: random.int(4, 10) });
    definitions[name] = {
      description: shortDescription(random),
      allOf: [{ $ref: ref(`${base}${level - 1}`) }, { type: 'object', properties: own.properties }],
    };
  }
  return definitions;
}

const arrayOf = (random, target) => ({
  type: 'array',
  description: shortDescription(random),
  items: { $ref: ref(target) },
});

function recursiveDefinitions(random) {
  const step = objectDefinition(random, { count: 14 });
  step.properties.steps = arrayOf(random, 'WorkflowStep');
  step.properties.condition = { $ref: ref('ConditionGroup') };
  const group = objectDefinition(random, { count: 3, fields: ['operator', 'negate', 'label'] });
  group.properties.conditions = arrayOf(random, 'Condition');
  const condition = objectDefinition(random, { count: 5 });
  condition.properties.group = { $ref: ref('ConditionGroup') };
  const run = objectDefinition(random, { count: 10 });
  run.properties.attempts = arrayOf(random, 'StepRunAttempt');
  const attempt = objectDefinition(random, { count: 8 });
  attempt.properties.log = { $ref: ref('StepRunLog') };
  const log = objectDefinition(random, { count: 6 });
  log.properties.retriedRun = { $ref: ref('StepRun') };
  const instance = objectDefinition(random, { count: 20 });
  instance.properties.runs = arrayOf(random, 'StepRun');
  instance.properties.steps = arrayOf(random, 'WorkflowStep');
  return {
    WorkflowStep: step,
    ConditionGroup: group,
    Condition: condition,
    StepRun: run,
    StepRunAttempt: attempt,
    StepRunLog: log,
    WorkflowInstance: instance,
  };
}

/** The statuses the trigger answers, each with a schema of its own. */
export const TRIGGER_STATUSES = `200 201 202 207 400 401 403 404 405 409 410 412 415 422 429 500 502
  503 504 default`.split(/\s+/);

const triggerSchema = (status) => `WorkflowTrigger${pascal(status)}Response`;

/** Every workflow definition: the chain, the recursive ones and the trigger's answers. */
export function workflowDefinitions(random) {
  const definitions = {
    ...recursiveDefinitions(random),
    ...allOfChain(random, 'WorkflowLayer', 'WorkflowDefinition', 12),
  };
  const top = definitions.WorkflowDefinition.allOf[1].properties;
  top.steps = arrayOf(random, 'WorkflowStep');
  top.instances = arrayOf(random, 'WorkflowInstance');
  for (const status of TRIGGER_STATUSES)
    definitions[triggerSchema(status)] = objectDefinition(random, {
      count: random.int(25, 45),
      description: `What the trigger answers with ${status}.`,
    });
  return definitions;
}

/** The trigger's responses: every status, a schema each. */
export const triggerResponses = () =>
  Object.fromEntries(TRIGGER_STATUSES.map((status) => [status, triggerSchema(status)]));

/**
 * The parameters every workflow operation names by $ref (Swagger 2.0 form; OpenAPI 3 moves them
 * to components): the account, a locale of 600 values with a long description, paging, includes.
 */
export function sharedParameters(random, localeValues) {
  return {
    accountId: {
      name: 'accountId',
      in: 'path',
      required: true,
      type: 'string',
      format: 'uuid',
      description: 'The account, a GUID. Every workflow belongs to one account.',
    },
    locale: {
      name: 'locale',
      in: 'query',
      required: false,
      type: 'string',
      enum: localeValues,
      description: longMarkdown(random, 1500),
    },
    count: {
      name: 'count',
      in: 'query',
      required: false,
      type: 'integer',
      description: 'The largest number of results to return.',
    },
    start_position: {
      name: 'start_position',
      in: 'query',
      required: false,
      type: 'integer',
      description: 'The position of the first result, for paging.',
    },
    'X-Correlation-Id': {
      name: 'X-Correlation-Id',
      in: 'header',
      required: false,
      type: 'string',
      description: 'An id of yours, returned with the answer and written in the logs.',
    },
  };
}
