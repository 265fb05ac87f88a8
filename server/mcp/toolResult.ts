import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A tool's answer as JSON text (assistants read it; the structure stays intact). */
export function jsonResult(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

/** A tool error the assistant can act on: the message says what to change. */
export function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}
