import type { EsignHandler } from '../esignature/call';
import { getStream } from './stream';
import { postWebQuery } from './webQuery';

export { monitorListener } from './envelopeEvents';
export { purgeMonitorEvents, recordMonitorEvent, recordUserEvent } from './events';
export type { MonitorEvent, MonitorEventName } from './events';

/** The Monitor API's path under a base_uri (the registry's `apiBasePathDemo`). */
export const MONITOR_BASE_PATH = '/monitorapi';

/** Monitor's operations the platform answers from the events it records, by operationId. */
export const monitorOperations: Record<string, EsignHandler> = {
  DataSet_GetStream: getStream,
  // The older path of the same stream (deprecated in the spec, still served).
  DataSet_GetStreamV2: getStream,
  DataSet_PostWebQuery: postWebQuery,
};
