import { HOST_ENVIRONMENTS } from '../../../lib/hostEnvironments';
import { SANDBOX_ACCOUNT } from '../seed';

/** docs/behaviour.md §9: the environments a clickwrap can live in (the platform's hosts). */
export const CLICKWRAP_ENVIRONMENTS = HOST_ENVIRONMENTS;

export interface ClickwrapDefinition {
  environment: string;
  accountId: string;
  clickwrapId: string;
  name: string;
  version: number;
  /** Paragraphs of the agreement shown above the button. */
  document: string[];
  agreeButtonText: string;
}

/** The seeded elastic template (documented in the README and packages/sandbox/README.md). */
export const SANDBOX_CLICKWRAP: ClickwrapDefinition = {
  environment: 'demo',
  accountId: SANDBOX_ACCOUNT.accountId,
  clickwrapId: '3f2c9a1e-7b4d-4e6f-9a8b-5c1d2e3f4a5b',
  name: 'Sandbox Terms of Service',
  version: 1,
  document: [
    'These terms govern your use of the Acme Demo sandbox. The sandbox holds test data only: do not upload real agreements or personal data.',
    'Envelopes sent from the sandbox are not legally binding and may be deleted at any time.',
  ],
  agreeButtonText: 'I agree',
};

const DEFINITIONS = [SANDBOX_CLICKWRAP];

export function findClickwrap(environment: string, accountId: string, clickwrapId: string) {
  return DEFINITIONS.find(
    (definition) =>
      definition.environment === environment &&
      definition.accountId.toLowerCase() === accountId.toLowerCase() &&
      definition.clickwrapId.toLowerCase() === clickwrapId.toLowerCase(),
  );
}
