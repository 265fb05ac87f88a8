import { HOST_ENVIRONMENTS } from '../../../lib/hostEnvironments';
import { isCountryCode } from '../../../lib/site/countries';

/** docs/behaviour.md §9: clickwrap environments are the same ten hosts as the others. */
export const CLICKWRAP_ENVIRONMENTS: readonly string[] = HOST_ENVIRONMENTS;
/** docs/behaviour.md §9: a clickwrap that has not rendered after this long has failed. */
export const CLICKWRAP_RENDER_TIMEOUT_MS = 15_000;
/** Where the renderer script and definitions come from: the embedded sandbox by default. */
export const CLICKWRAP_BASE_URL = process.env.GATSBY_CLICKWRAP_BASE_URL || '/sandbox/clickwrap';

/** docs/behaviour.md §4: the test's steps, in order. */
export const CLICKWRAP_STEPS = ['identifier', 'render', 'success'] as const;
export type ClickwrapStep = (typeof CLICKWRAP_STEPS)[number];
export type ProgressStatus = 'incomplete' | 'visited' | 'current';

/** docs/behaviour.md §5 and §8: the page's messages, word for word. */
export const CLICKWRAP_MESSAGES = {
  required: 'Please fill out required fields.',
  notFound: 'Could not find the specified account or elastic template.',
  missingParameters: 'The URL is missing one or more required parameters.',
  invalidFormat: 'One or more parameters are in an invalid format',
  environment: 'Please check that the environment parameter is valid.',
  connection: 'Please check the internet connection and request parameters.',
} as const;

/** A step's progress item: the current one, those before it visited, the rest incomplete. */
export function progressOf(item: ClickwrapStep, current: ClickwrapStep): ProgressStatus {
  const at = CLICKWRAP_STEPS.indexOf(current);
  const index = CLICKWRAP_STEPS.indexOf(item);
  if (index === at) return 'current';
  return index < at ? 'visited' : 'incomplete';
}

export interface ClickwrapIdentifier {
  environment: string;
  accountId: string;
  clickwrapId: string;
  clientUserId: string;
  /** The signer's country (a code of lib/site/countries.ts), '' when not given. */
  country: string;
}

const REQUIRED = ['environment', 'accountId', 'clickwrapId', 'clientUserId'] as const;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The identifier step's check: undefined when the clickwrap can be rendered. */
export function identifierProblem(identifier: ClickwrapIdentifier): string | undefined {
  if (REQUIRED.some((field) => identifier[field].trim() === '')) return CLICKWRAP_MESSAGES.required;
  if (!CLICKWRAP_ENVIRONMENTS.includes(identifier.environment)) {
    return CLICKWRAP_MESSAGES.environment;
  }
  if (!GUID.test(identifier.accountId.trim()) || !GUID.test(identifier.clickwrapId.trim())) {
    return CLICKWRAP_MESSAGES.invalidFormat;
  }
  if (identifier.clientUserId.length > 100) return CLICKWRAP_MESSAGES.invalidFormat;
  if (identifier.country !== '' && !isCountryCode(identifier.country)) {
    return CLICKWRAP_MESSAGES.invalidFormat;
  }
  return undefined;
}

/** The renderer's failure ({ status, errorCode }; status 0: unreachable) as a message. */
export function renderFailureMessage(failure: { status: number; errorCode?: string }): string {
  if (failure.errorCode === 'INVALID_ENVIRONMENT') return CLICKWRAP_MESSAGES.environment;
  if (failure.status === 404) return CLICKWRAP_MESSAGES.notFound;
  if (failure.errorCode === 'MISSING_PARAMETER') return CLICKWRAP_MESSAGES.missingParameters;
  if (failure.status === 400) return CLICKWRAP_MESSAGES.invalidFormat;
  return CLICKWRAP_MESSAGES.connection;
}

/**
 * The identifier from the page address (?environment=&accountId=&clickwrapId=), so a test can be
 * shared as a link; a link with only some of them is missing parameters.
 */
export function identifierFromQuery(search: string): {
  values: Partial<ClickwrapIdentifier>;
  problem?: string;
} {
  const query = new URLSearchParams(search);
  const names = ['environment', 'accountId', 'clickwrapId'] as const;
  const values: Partial<ClickwrapIdentifier> = {};
  for (const name of names) {
    const value = query.get(name);
    if (value) values[name] = value;
  }
  const given = Object.keys(values).length;
  if (given > 0 && given < names.length) {
    return { values, problem: CLICKWRAP_MESSAGES.missingParameters };
  }
  return { values };
}
