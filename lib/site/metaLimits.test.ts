/** @jest-environment node */
import { metaTitle, truncateMeta } from './metaLimits';

describe('truncateMeta', () => {
  it('keeps text within the limit unchanged, with whitespace collapsed', () => {
    expect(truncateMeta('  Click   API ', 60)).toBe('Click API');
  });

  it('cuts at a word boundary and ends with an ellipsis inside the limit', () => {
    const cut = truncateMeta('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a single very long word when there is no boundary to use', () => {
    const cut = truncateMeta('x'.repeat(200), 150);
    expect(cut.length).toBe(150);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('metaTitle', () => {
  it('adds the site name when it fits in 60 characters', () => {
    expect(metaTitle('Click API')).toBe('Click API | Developer Center');
  });

  it('gives up a context tail for the site name, keeping a version at its end', () => {
    expect(metaTitle('Envelopes: listStatusChanges - eSignature REST API')).toBe(
      'Envelopes: listStatusChanges | Developer Center',
    );
    expect(metaTitle('Accounts resource - eSignature REST API v2.1')).toBe(
      'Accounts resource v2.1 | Developer Center',
    );
    expect(metaTitle('Agreements resource - Navigator API 0.6.2-beta')).toBe(
      'Agreements resource 0.6.2-beta | Developer Center',
    );
  });

  it('keeps a long title whole rather than cut it for the site name', () => {
    const title = 'A documentation page title of exactly fifty chars';
    expect(metaTitle(title)).toBe(title);
    const method = 'WorkflowInstanceManagement: getWorkflowInstanceHistory - Maestro API';
    expect(metaTitle(method)).toBe('WorkflowInstanceManagement: getWorkflowInstanceHistory…');
  });

  it('is the site name alone on the home page', () => {
    expect(metaTitle('Developer Center')).toBe('Developer Center');
  });
});
