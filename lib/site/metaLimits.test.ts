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

  it('drops the site name rather than exceed 60 characters', () => {
    const title = 'A documentation page title of exactly fifty chars';
    expect(metaTitle(title)).toBe(title);
  });
});
