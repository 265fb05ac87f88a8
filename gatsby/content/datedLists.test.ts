/** @jest-environment node */
import {
  EVENTS_FILE,
  SPOTLIGHT_FILE,
  loadDatedItems,
  parseDatedItems,
  splitByDate,
} from './datedLists';

const ITEMS = parseDatedItems(
  `entries:
  - { id: old, title: Old, date: 2026-01-10, summary: s }
  - { id: older, title: Older, date: 2025-06-01, summary: s }
  - { id: today, title: Today, date: 2026-11-23, summary: s }
  - { id: running, title: Running, date: 2026-11-20, end: 2026-11-24, summary: s }
  - { id: later, title: Later, date: 2027-03-01, summary: s }
  - { id: soon, title: Soon, date: 2026-12-01, summary: s }`,
  'test.yaml',
);

describe('splitByDate', () => {
  it('splits on the day: upcoming soonest first until the last day has passed, past newest first', () => {
    const { upcoming, past } = splitByDate(ITEMS, '2026-11-23');
    expect(upcoming.map((item) => item.id)).toEqual(['running', 'today', 'soon', 'later']);
    expect(past.map((item) => item.id)).toEqual(['old', 'older']);
  });

  it('moves an item to the past the day after it ends', () => {
    const { upcoming, past } = splitByDate(ITEMS, '2026-11-25');
    expect(upcoming.map((item) => item.id)).toEqual(['soon', 'later']);
    expect(past.map((item) => item.id)).toEqual(['today', 'running', 'old', 'older']);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => splitByDate(ITEMS, '23/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('parseDatedItems', () => {
  it.each([
    ['{ title: T, date: 2026-01-01, summary: s }', /entry 1: "id"/],
    ['{ id: a, title: T, date: January, summary: s }', /entry 1: "date"/],
    ['{ id: a, title: T, date: 2026-01-02, end: 2026-01-01, summary: s }', /"end"/],
    ['{ id: a, title: T, date: 2026-01-02 }', /"title" and "summary"/],
    ['{ id: a, title: T, date: 2026-01-02, summary: s, link: "https://x.test/" }', /"link"/],
  ])('names the file, entry and field of %s', (entry, message) => {
    expect(() => parseDatedItems(`entries:\n  - ${entry}`, 'bad.yaml')).toThrow(message);
    expect(() => parseDatedItems(`entries:\n  - ${entry}`, 'bad.yaml')).toThrow(/bad\.yaml/);
  });

  it('refuses an id used twice', () => {
    const twice =
      'entries:\n  - { id: a, title: T, date: 2026-01-02, summary: s }\n  - { id: a, title: U, date: 2026-01-03, summary: s }';
    expect(() => parseDatedItems(twice, 'x.yaml')).toThrow(/used twice/);
  });
});

describe('the bundled events and spotlight', () => {
  it.each([EVENTS_FILE, SPOTLIGHT_FILE])(
    '%s has dated entries on both sides of 2026-11-23',
    (file) => {
      const { upcoming, past } = splitByDate(loadDatedItems(file), '2026-11-23');
      expect(upcoming.length).toBeGreaterThan(0);
      expect(past.length).toBeGreaterThan(0);
    },
  );
});
