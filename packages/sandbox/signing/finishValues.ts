import { initialsOf, type AdoptedSignature, type DrawnImage } from '../documents';
import { parsePlatformDate } from '../http/dates';
import { TAB_FORMATS, type CeremonyTab, type TabFormat } from './ceremonyTabs';

/** What the signer completed: each shown tab's value by id, and the adopted signature. */
export interface CompletedTabs {
  /** Text for text, list and auto tabs; `"true"`/`"false"` for checkboxes and signatures. */
  values: Map<string, string>;
  signature?: AdoptedSignature;
}

export type ValuesCheck =
  { ok: true; completed: CompletedTabs } | { ok: false; field: string; message: string };

/** A value in its format: the shared pattern, and a date must be a day that exists. */
function inFormat(format: TabFormat, value: string) {
  if (!new RegExp(TAB_FORMATS[format].pattern).test(value)) return false;
  return format !== 'date' || parsePlatformDate(value) !== undefined;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const fail = (field: string, message: string): ValuesCheck => ({ ok: false, field, message });

/**
 * Typed text as it will be stamped: control characters (tabs, line breaks, bells) are spaces,
 * format characters (zero-width spaces and joiners, bidi marks) are left out, and runs of spaces
 * are one. None of them has a glyph: the stamp would draw them as "?".
 */
export const visibleText = (text: string) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A letter, digit, punctuation mark or symbol: something a reader sees. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** The adopted signature: a name and optional initials, each with something to see. */
function readSignature(
  value: unknown,
  drawn: DrawnImage | undefined,
): AdoptedSignature | { field: string; message: string } {
  const signature = asRecord(value);
  const typed = typeof signature.name === 'string' ? signature.name.trim() : '';
  const name = visibleText(typed);
  if (typed && !VISIBLE.test(name)) {
    return {
      field: 'signature.name',
      message: 'Your name has no visible characters: type it as it should appear on the document.',
    };
  }
  if (!name || name.length > 100) {
    return {
      field: 'signature.name',
      message: 'Adopt a signature: your name (1 to 100 characters).',
    };
  }
  const typedInitials =
    typeof signature.initials === 'string' ? visibleText(signature.initials) : '';
  const initials = VISIBLE.test(typedInitials) ? typedInitials : initialsOf(name);
  if (initials.length > 10) {
    return { field: 'signature.initials', message: 'Initials are at most 10 characters.' };
  }
  return drawn ? { name, initials, signatureImage: drawn } : { name, initials };
}

function textValue(tab: CeremonyTab, submitted: unknown): string | { message: string } {
  if (submitted !== undefined && typeof submitted !== 'string') return { message: 'must be text' };
  const value = visibleText(submitted ?? tab.value);
  if (value === '') return tab.required ? { message: 'is required' } : '';
  if (value.length > tab.maxLength) return { message: `is at most ${tab.maxLength} characters` };
  if (tab.input === 'list' && !tab.listItems?.some((item) => item.value === value)) {
    return { message: 'must be one of its choices' };
  }
  if (tab.format && !inFormat(tab.format, value))
    return { message: TAB_FORMATS[tab.format].message };
  return value;
}

/**
 * The finish request checked against the recipient's tabs, as the platform checks a signing:
 * only the tabs the signer can complete take a value, every required one is completed, text
 * has its type's form (number, ZIP, date, ...), a list value is one of its choices, and a
 * signature is adopted when a tab is signed (`drawn`: its drawing, read by `drawnSignature.ts`).
 */
export function checkFinish(
  tabs: CeremonyTab[],
  request: unknown,
  drawn?: DrawnImage,
): ValuesCheck {
  const body = asRecord(request);
  const submitted = asRecord(body.values);
  const byId = new Map(tabs.map((tab) => [tab.tabId, tab]));
  for (const tabId of Object.keys(submitted)) {
    const tab = byId.get(tabId);
    if (!tab || tab.input === 'auto') {
      return fail(`values.${tabId}`, `${tabId} is not a field this recipient completes.`);
    }
  }
  const values = new Map<string, string>();
  let signed = false;
  for (const tab of tabs) {
    const field = `values.${tab.tabId}`;
    const given = submitted[tab.tabId];
    if (tab.input === 'auto') {
      values.set(tab.tabId, tab.value);
    } else if (tab.input === 'sign' || tab.input === 'initial' || tab.input === 'checkbox') {
      if (given !== undefined && typeof given !== 'boolean') {
        return fail(field, `${tab.label} must be true or false.`);
      }
      const done = given ?? (tab.input === 'checkbox' && tab.selected);
      if (!done && tab.required) return fail(field, `${tab.label} is required.`);
      if (done && tab.input !== 'checkbox') signed = true;
      values.set(tab.tabId, String(done));
    } else {
      const value = textValue(tab, given);
      if (typeof value !== 'string') return fail(field, `${tab.label} ${value.message}.`);
      values.set(tab.tabId, value);
    }
  }
  if (!signed) return { ok: true, completed: { values } };
  const signature = readSignature(body.signature, drawn);
  if ('field' in signature) return fail(signature.field, signature.message);
  return { ok: true, completed: { values, signature } };
}
