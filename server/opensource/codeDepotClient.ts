import { request } from 'undici';
import type { CodeDepotConfig } from '../configOutbound';
import { HttpError } from '../http/errors';
import { AnswerTooLarge, readCapped } from '../http/readCapped';
import type { OpensourceRepository } from '../routes/opensourceSource';
import { CATALOGUE_QUERY, PAGE_SIZE, readPage, UnreadableAnswer } from './codeDepotQuery';

/** More pages than this (20 × 100 repositories) are not read: the catalogue is a page. */
export const MAX_PAGES = 20;
const PAGE_MAX_BYTES = 5 * 1024 * 1024;

interface GraphqlAnswer {
  data?: unknown;
  errors?: { message?: unknown; type?: unknown }[];
}

function refused(status: number): HttpError {
  if (status === 401 || status === 403) {
    return new HttpError(502, `The code depot refused access (${status})`);
  }
  return new HttpError(502, `The code depot answered with an error (${status})`);
}

/** GraphQL errors without the organisation: GitHub says NOT_FOUND for an unknown login. */
function answerErrors(answer: GraphqlAnswer): HttpError | undefined {
  const organization = (answer.data as { organization?: unknown } | null)?.organization;
  if (organization || !answer.errors?.length) return undefined;
  if (answer.errors.some((error) => error.type === 'NOT_FOUND')) {
    return new HttpError(502, 'The code depot has no such organisation');
  }
  if (answer.errors.some((error) => error.type === 'RATE_LIMITED')) {
    return new HttpError(502, 'The code depot refused access (rate limited)');
  }
  return new HttpError(502, 'The code depot answered with an error');
}

/**
 * The organisation's catalogue from the code depot's GraphQL API: one POST per page of 100,
 * following `endCursor` while `hasNextPage`, all within `timeoutMs`. The token goes in the
 * `Authorization` header of these POSTs to the configured endpoint and nowhere else (redirects
 * are not followed), and no error message names it.
 */
export async function listCatalogue(config: CodeDepotConfig): Promise<OpensourceRepository[]> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'user-agent': 'devcenter-portal',
    ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
  };

  async function page(after: string | undefined) {
    let text: string;
    try {
      const response = await request(config.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: CATALOGUE_QUERY,
          operationName: 'OpensourceCatalogue',
          variables: { org: config.org, first: PAGE_SIZE, after: after ?? null },
        }),
        signal,
      });
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump().catch(() => undefined);
        throw refused(response.statusCode);
      }
      text = await readCapped(response.body as never, PAGE_MAX_BYTES);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof AnswerTooLarge) {
        throw new HttpError(502, "The code depot's answer is too large");
      }
      if (signal.aborted) throw new HttpError(504, 'The code depot did not answer in time');
      throw new HttpError(502, 'The code depot could not be reached');
    }
    let answer: GraphqlAnswer;
    try {
      answer = JSON.parse(text) as GraphqlAnswer;
    } catch {
      throw new HttpError(502, "The code depot's answer could not be read");
    }
    const failure = answerErrors(answer);
    if (failure) throw failure;
    try {
      return readPage(answer.data);
    } catch (error) {
      if (error instanceof UnreadableAnswer) throw new HttpError(502, error.message);
      throw error;
    }
  }

  const repositories: OpensourceRepository[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let count = 0; count < MAX_PAGES; count += 1) {
    const { repositories: listed, next } = await page(cursor);
    repositories.push(...listed);
    // A cursor seen before would page forever.
    if (next === undefined || seen.has(next)) break;
    seen.add(next);
    cursor = next;
  }
  return repositories;
}
