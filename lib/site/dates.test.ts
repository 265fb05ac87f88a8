import { DEFAULT_LOCALE, formatDate, formatDateRange, formatDateTime } from './dates';

describe('dates in the default locale (docs/behaviour.md §9)', () => {
  it('is en-US', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('writes a day month first', () => {
    expect(formatDate('2025-03-01')).toBe('March 1, 2025');
    expect(formatDate('2025-03-01T23:30:00Z')).toBe('March 1, 2025');
    expect(formatDate('soon')).toBe('soon');
  });

  it("writes every day as en-US's long date style does, without making a formatter", () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const differing: string[] = [];
    const check = (from: number, to: number) => {
      for (let time = from; time <= to; time += 86_400_000) {
        const iso = new Date(time).toISOString().slice(0, 10);
        const expected = long.format(new Date(time));
        if (formatDate(iso) !== expected)
          differing.push(`${iso}: ${formatDate(iso)} ≠ ${expected}`);
      }
    };
    // Every day of 1900–2100, and the first and last years ISO dates of four digits can name.
    check(Date.UTC(1900, 0, 1), Date.UTC(2100, 11, 31));
    check(Date.UTC(1000, 0, 1), Date.UTC(1000, 11, 31));
    check(Date.UTC(9999, 0, 1), Date.UTC(9999, 11, 31));
    expect(differing).toEqual([]);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('writes ranges within a month, across months and across years', () => {
    expect(formatDateRange('2027-01-21')).toBe('January 21, 2027');
    expect(formatDateRange('2027-02-12', '2027-02-14')).toBe('February 12 – 14, 2027');
    expect(formatDateRange('2027-01-30', '2027-02-01')).toBe('January 30 – February 1, 2027');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('December 30, 2026 – January 2, 2027');
  });

  it('writes a moment in UTC with plain spaces', () => {
    expect(formatDateTime(new Date('2025-03-01T14:05:00Z'))).toBe('March 1, 2025 at 2:05 PM UTC');
  });
});

describe('loading the module', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes no formatter until a range is written (every page imports it for DEFAULT_LOCALE)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      const dates: { formatDateRange: typeof formatDateRange } = jest.requireActual('./dates');
      expect(made).not.toHaveBeenCalled();
      dates.formatDateRange('2025-03-01', '2025-03-02');
      dates.formatDateRange('2025-03-01', '2025-03-03');
      expect(made).toHaveBeenCalledTimes(1);
    });
  });
});
