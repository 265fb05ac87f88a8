import type { OperationModel, ResourceModel } from '../../../lib/reference/model';

/** "EnvelopeAttachments" → "envelope attachments". */
export function humanize(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function singular(words: string): string {
  return /[^s]s$/.test(words) ? words.slice(0, -1) : words;
}

// Verbs that act on the whole collection keep the resource plural ("List envelopes").
const COLLECTION_VERBS = new Set(['list', 'search', 'getall', 'query']);

/**
 * The title a reader searches for: "Create envelope" for the method `create` of the resource
 * `Envelopes`; multi-word names read as they are ("List status changes"); names taken from an
 * operationId fall back to a short summary.
 */
export function methodTitle(operation: OperationModel, resource: ResourceModel): string {
  const fromOperationId = operation.name === operation.operationId && /_/.test(operation.name);
  if (fromOperationId && operation.summary && operation.summary.length <= 60) {
    return operation.summary.replace(/\.$/, '');
  }
  const words = humanize(operation.name);
  if (!words.includes(' ')) {
    const target = humanize(resource.name);
    return capitalize(`${words} ${COLLECTION_VERBS.has(words) ? target : singular(target)}`);
  }
  return capitalize(words);
}
