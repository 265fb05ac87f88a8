import { PLATFORM_ERROR_CODES } from '../../lib/platform/errorCodes';
import { ERROR_CODES_PATH } from '../../lib/site/sitePaths';
import { errorCodesPage } from './errorCodesPage';

describe('the error codes page', () => {
  const page = errorCodesPage();

  it('is a page of the platform section, within the metadata limits', () => {
    expect(page).toMatchObject({
      path: ERROR_CODES_PATH,
      section: 'platform',
      title: 'Error codes',
    });
    expect(page.description.length).toBeLessThanOrEqual(150);
  });

  it('gives every code a section of its own, with its status, meaning and fix', () => {
    const headings = page.headings.filter((heading) => heading.level === 3);
    expect(headings.map((heading) => heading.text)).toEqual(
      PLATFORM_ERROR_CODES.map((entry) => entry.code),
    );
    expect(page.html).toContain('<h3 id="envelopeisincomplete">ENVELOPE_IS_INCOMPLETE</h3>');
    expect(page.text).toContain('HTTP 401 Unauthorized. The access token is expired');
    expect(page.html).toContain(
      'href="/docs/esign-rest-api/reference/envelopes/envelopes/create/"',
    );
  });
});
