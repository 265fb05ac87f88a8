import {
  ERROR_AREAS,
  PLATFORM_ERROR_CODES,
  STATUS_TEXT,
  type PlatformErrorCode,
} from '../../lib/platform/errorCodes';
import { ERROR_CODES_PATH } from '../../lib/site/sitePaths';
import type { DocPage } from './docs';
import { finishPage } from './docs';
import { renderMarkdown } from './markdown';

const INTRO = [
  'Every error answer of the platform names its cause with a code. The APIs answer',
  '`{ "errorCode": "ENVELOPE_IS_INCOMPLETE", "message": "…" }` with a 4xx or 5xx status; the OAuth',
  'server answers `{ "error": "invalid_grant", "error_description": "…" }`, or adds `?error=` to',
  'the redirect to your app. The message says which field or value is at fault: log it with the code.',
  '',
  'These are the codes the embedded platform answers, each with its HTTP status, what it means and',
  'how to fix it. Search for a code to land on its section.',
].join('\n');

function codeMarkdown(entry: PlatformErrorCode): string {
  const status = `${entry.status} ${STATUS_TEXT[entry.status] ?? ''}`.trim();
  const lines = [
    `### ${entry.code}`,
    '',
    `**HTTP ${status}.** ${entry.meaning}`,
    '',
    `**Fix:** ${entry.fix}`,
  ];
  if (entry.see?.length)
    lines.push('', `See ${entry.see.map(([title, href]) => `[${title}](${href})`).join(', ')}.`);
  return lines.join('\n');
}

/** The markdown of the error codes page: an area a section, a code a sub-section. */
export function errorCodesMarkdown(): string {
  const sections = ERROR_AREAS.flatMap((area) => {
    const codes = PLATFORM_ERROR_CODES.filter((entry) => entry.area === area);
    return codes.length === 0 ? [] : [`## ${area}`, ...codes.map(codeMarkdown)];
  });
  return [INTRO, ...sections].join('\n\n');
}

/**
 * The error codes page of the platform section, generated from lib/platform/errorCodes so that
 * it says what the embedded platform answers, and nothing else.
 */
export function errorCodesPage(): DocPage {
  const page = finishPage({
    path: ERROR_CODES_PATH,
    title: 'Error codes',
    description:
      'Every error code the platform answers, with its HTTP status, what it means and how to fix it: ENVELOPE_IS_INCOMPLETE, AUTHORIZATION_INVALID_TOKEN, invalid_grant…',
    layout: 'threeColumns',
    order: 50,
    ...renderMarkdown(errorCodesMarkdown(), ERROR_CODES_PATH),
  });
  return { ...page, section: 'platform' };
}
