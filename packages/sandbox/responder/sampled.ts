import {
  sampleAnswer,
  successResponse,
  type IndexedApi,
  type OperationModel,
} from '../../../lib/reference';
import type { Answer } from '../resources/handler';
import type { FileAnswer } from '../esignature';
import { plainName } from '../resources/project';
import { samplePdf } from './pdf';

const PARAM = /^\{([^}]+)\}$/;

/**
 * A sample that names what its path asked for: each field named like a path parameter (on the
 * answer or the one object it wraps) carries the path's value, and an item's `id` its own, so a
 * sampled read of `/forms/{form_id}` answers that form, not the example's.
 */
function withPathIds(
  body: unknown,
  operation: OperationModel,
  params: Record<string, string>,
): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const values = new Map(Object.entries(params).map(([name, value]) => [plainName(name), value]));
  const own = PARAM.exec(operation.path.split('/').at(-1) ?? '')?.[1];
  const fill = (item: Record<string, unknown>) => {
    const out = { ...item };
    let ownNamed = false;
    for (const [key, value] of Object.entries(out)) {
      const given = values.get(plainName(key));
      if (given === undefined || (typeof value !== 'string' && typeof value !== 'number')) continue;
      out[key] = typeof value === 'number' && /^\d+$/.test(given) ? Number(given) : given;
      if (own && plainName(key) === plainName(own)) ownNamed = true;
    }
    if (own && !ownNamed && typeof out.id === 'string' && params[own] !== undefined) {
      out.id = params[own];
    }
    return out;
  };
  const record = body as Record<string, unknown>;
  const wrapped = Object.entries(record).filter(
    ([, value]) => !!value && typeof value === 'object' && !Array.isArray(value),
  );
  const filled = fill(record);
  if (Object.keys(record).length === 1 && wrapped.length === 1) {
    const [key, inner] = wrapped[0];
    filled[key] = fill(inner as Record<string, unknown>);
  }
  return filled;
}

/**
 * The answer of an operation no state can be derived for (an action without a resource, a
 * read-only report): the spec's first example, else a sample of the response schema; binary
 * answers are a small valid PDF. Ids the path names are the path's (withPathIds). Marked `X-Sandbox-Sampled: true`, so callers can tell.
 */
export function sampledAnswer(
  api: IndexedApi,
  operation: OperationModel,
  params: Record<string, string> = {},
): Answer | FileAnswer {
  const { status, media } = successResponse(operation);
  if (!media || status === 204) return { status };
  if (media.binary) {
    return {
      status,
      file: {
        bytes: samplePdf(operation.name),
        contentType: 'application/pdf',
        fileName: 'document.pdf',
      },
    };
  }
  const example = media.examples[0]?.value;
  return {
    status,
    body: withPathIds(
      example !== undefined ? example : sampleAnswer(media.schema, api.model.schemas),
      operation,
      params,
    ),
  };
}
