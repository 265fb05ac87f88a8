import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { SEARCH_MAX_QUERY_LENGTH } from '../../../lib/search/searchContract';
import type { McpContext } from '../context';
import { errorResult, jsonResult } from '../toolResult';

/** search_docs: the site search (/api/search) over the index built with the site. */
export function registerSearchDocs(server: McpServer, context: McpContext) {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Full-text search over every page of the developer center (guides, API reference, ' +
        'changelog). Answers titles, URLs and snippets; method pages also give method and path.',
      inputSchema: {
        query: z.string().min(1).max(SEARCH_MAX_QUERY_LENGTH),
        limit: z.number().int().min(1).max(50).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }) => {
      let service;
      try {
        service = context.search();
      } catch (error) {
        return errorResult(`Search is unavailable: ${(error as Error).message}`);
      }
      const answer = service.search({ q: query.trim(), limit: limit ?? 10 });
      const site = context.siteOrigin;
      return jsonResult({
        query: answer.query,
        total: answer.total,
        results: answer.results.map(({ title, url, snippet, kind, method, path }) => ({
          title,
          url: `${site}${url}`,
          kind,
          ...(method ? { method, path } : {}),
          snippet: snippet.replace(/<\/?mark>/g, ''),
        })),
      });
    },
  );
}
