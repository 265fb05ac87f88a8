import type { EsignHandler } from '../esignature/call';
import { iamHandlers } from './iam';
import { workflowOperations } from './workflows';

export { MAESTRO_BASE_PATH } from './definitions';
export { iamOperations } from './iamPaths';
export { maestroListener } from './listener';

/** Maestro's operations by operationId: the bundled spec's, and the IAM paths' (`iamPaths.ts`). */
export const maestroOperations: Record<string, EsignHandler> = {
  ...workflowOperations,
  ...iamHandlers,
};
