// The shapes that cost most in the real platform specs, each in the API of the corpus that has
// it, with the operation whose page shows it (bench:reference prints each page's figures).
import { objectDefinition } from '../definitions.mjs';
import { agreementDefinitions } from './agreement.mjs';
import { locales, profileDefinitions } from './enums.mjs';
import { sharedParameters, triggerResponses, workflowDefinitions } from './workflows.mjs';

/**
 * What each shaped API adds to its profile (profiles.mjs): definitions, the operations bound to
 * them, shared parameters, operations per resource, long descriptions.
 */
export const SHAPED_PROFILES = {
  'navigator-0.6.2-beta': {
    extraDefinitions: agreementDefinitions,
    bindings: {
      'Agreements.get': { response: 'Agreement', responseExample: true },
      'Agreements.list': { response: 'AgreementsPage' },
    },
  },
  'maestro-1.0.7': {
    extraDefinitions: workflowDefinitions,
    sharedParameters: (random) => sharedParameters(random, locales()),
    operationsPer: { Workflows: 220, WorkflowInstances: 30, WorkflowTriggers: 10 },
    bindings: {
      'Workflows.get': { response: 'WorkflowDefinition' },
      'Workflows.create': { body: 'WorkflowDefinition', response: 'WorkflowDefinition' },
      'WorkflowInstances.get': { response: 'WorkflowInstance' },
      'WorkflowTriggers.create': { body: 'WorkflowInstance', responses: triggerResponses() },
    },
  },
  'admin-v2.1': {
    extraDefinitions: (random) => profileDefinitions(random, objectDefinition),
    bindings: {
      'Users.create': { body: 'UserProfileRequest', response: 'UserProfile' },
      'Users.get': { response: 'UserProfile' },
    },
  },
  'webforms-1.1.0': {
    longDescriptions: { share: 0.4, min: 3000, max: 10000 },
    bindings: { 'Forms.get': { descriptionBytes: 24000 } },
  },
};

/**
 * Each shape and the page that shows it: a method page (`resource`, `method`: its x-ds-method)
 * or a resource's own page.
 */
export const SHAPES = [
  ['wide response (Navigator agreement)', 'navigator-0.6.2-beta', 'Agreements', 'get'],
  ['allOf chain 12 levels deep', 'maestro-1.0.7', 'Workflows', 'get'],
  ['recursive schemas', 'maestro-1.0.7', 'WorkflowInstances', 'get'],
  ['20 responses, a schema each', 'maestro-1.0.7', 'WorkflowTriggers', 'create'],
  ['shared $ref parameters', 'maestro-1.0.7', 'Workflows', 'list'],
  ['enums of 180 to 2,000 values', 'admin-v2.1', 'Users', 'create'],
  ['long descriptions: tables, code', 'webforms-1.1.0', 'Forms', 'get'],
  ['220 operations in one tag', 'maestro-1.0.7', 'Workflows', undefined],
].map(([shape, swaggerName, resource, method]) => ({ shape, swaggerName, resource, method }));
