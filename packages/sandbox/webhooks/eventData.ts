import { asRecord, invalidField, readList } from './fields';

/** What a message may carry besides the event (`eventData.includeData`), as the platform names it. */
export const INCLUDE_DATA = [
  'attachments',
  'custom_fields',
  'documents',
  'extensions',
  'payment_tabs',
  'powerform',
  'prefill_tabs',
  'recipients',
  'tabs',
] as const;

/**
 * `eventData`: the JSON SIM format (`version: "restv2.1"`, `format: "json"`, the only one the
 * sandbox sends) and the parts of the envelope each message includes.
 */
export function readEventData(value: unknown, field: string): { includeData: string[] } {
  if (value === undefined || value === null) return { includeData: [] };
  const eventData = asRecord(value);
  if (!eventData) throw invalidField(field, 'must be an object');
  const { version, format } = eventData;
  if (version !== undefined && version !== 'restv2.1')
    throw invalidField(`${field}.version`, 'must be "restv2.1" (JSON SIM messages)');
  if (format !== undefined && String(format).toLowerCase() !== 'json')
    throw invalidField(`${field}.format`, 'must be "json": the sandbox sends JSON SIM messages');
  const includeData = (readList(eventData.includeData, `${field}.includeData`) ?? []).map(
    (item, index) => {
      if (typeof item !== 'string' || !(INCLUDE_DATA as readonly string[]).includes(item))
        throw invalidField(
          `${field}.includeData[${index}]`,
          `must be one of ${INCLUDE_DATA.join(', ')}`,
        );
      return item;
    },
  );
  return { includeData: [...new Set(includeData)] };
}

export const eventDataAnswer = (includeData: string[]) => ({
  version: 'restv2.1',
  format: 'json',
  includeData,
});
