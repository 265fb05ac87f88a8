import type { IndexedApi, OperationModel } from '../../../lib/reference';
import type { SandboxContext } from '../context';
import type { Answer } from '../resources/handler';
import type { ResourceAction } from '../resources/shape';

/** One call of an eSignature operation, after the responder's checks. */
export interface EsignCall {
  context: SandboxContext;
  api: IndexedApi;
  operation: OperationModel;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The signed-in user (the token's), who is the sender of what they create. */
  user: { id: string; name: string; email: string };
  /** The base_uri the call came to, for URLs the answer carries. */
  baseUri: string;
  /** What the spec implies for the operation's derived state, for rules that build on it. */
  action?: ResourceAction;
}

/**
 * An operation the platform has rules for, answered by hand instead of from derived state.
 * `checksOwnBody`: the handler reads its JSON body by the platform's own rules (where the spec's
 * schema is stricter than the platform, as for Connect's event names), so the responder's schema
 * check of the body is skipped; parameters are still checked.
 */
export type EsignHandler = ((call: EsignCall) => Promise<Answer>) & { checksOwnBody?: true };

/** A PDF (or other bytes) answer, with the headers the platform sends. */
export interface FileAnswer extends Answer {
  file: { bytes: Uint8Array; contentType: string; fileName: string };
}

export const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A list parameter's items, whether it came as `a,b`, repeated, or already as an array. */
export const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) =>
      typeof item === 'string' || typeof item === 'number' ? String(item).split(',') : [],
    )
    .map((part) => part.trim())
    .filter(Boolean);

export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
