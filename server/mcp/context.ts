import type { PlatformTarget } from '../../lib/platform/apiLocation';
import type { OperationIndex } from '../../lib/reference';
import type { SearchService } from '../search/searchService';

/**
 * What the MCP tools read and call: the built search index, the operation index the explorer
 * uses, where the platform serves each API (explorer calls go there only) and the caller's own
 * bearer token.
 */
export interface McpContext {
  /** The search service over the built index; throws when the index is missing. */
  search(): SearchService;
  catalog(): Promise<OperationIndex>;
  /** The base_uri of the caller's account (the default one unless another is named), from user info. */
  baseUri(accountId?: string): Promise<string>;
  /** The platform called: embedded, or the real one in an environment (where each API lives). */
  platform: PlatformTarget;
  /** The caller's bearer token (HTTP: its Authorization header; stdio: the environment). */
  token: string | undefined;
  /** The portal's own origin, to give page URLs in full; empty: site-relative URLs. */
  siteOrigin: string;
}
