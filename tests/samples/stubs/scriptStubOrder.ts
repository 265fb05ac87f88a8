import type { StubMethod, StubParameter } from './sdkSurface';

/**
 * The APIs whose PHP and Ruby SDKs declare path parameters alphabetically, as the platform's own
 * specs list them, not in path order: read from the SDKs' sources (docusign-esign-php-client
 * 8.7.0 `getDocument($account_id, $document_id, $envelope_id, ...)`, docusign-esign-ruby-client
 * 5.7.0 `get_document(account_id, document_id, envelope_id, ...)`: all 78 eSignature methods
 * whose path order differs, and Click's 3). Admin's take path order (all 31 that differ), and
 * Rooms', Monitor's and Web Forms' have no method where the two orders differ. Written here
 * apart from lib/samples, so the stubs check the generators rather than repeat them.
 */
const ALPHABETICAL = new Set(['esignature-v2.1', 'click-v1']);

/** A PHP or Ruby SDK method's path parameters in the order the SDK declares them. */
export function scriptPathOrder(apiName: string, method: StubMethod): StubParameter[] {
  if (!ALPHABETICAL.has(apiName)) return method.path;
  return [...method.path].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The value a stub expects for a path parameter: the run gives each its marker. */
export const pathMarker = (name: string) => `@${name}`;
