import { addDays, daysBetween, isDay, usagePeriod } from './contract';

describe('usage periods', () => {
  it('know a real day from a look-alike', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('2025-2-3')).toBe(false);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-03-01', '2025-03-01')).toBe(1);
  });

  it('default to the last 30 days, today included', () => {
    expect(usagePeriod({}, '2025-03-30')).toEqual({ from: '2025-03-01', to: '2025-03-30' });
    expect(usagePeriod({ to: '2025-01-30' }, '2025-03-30')).toEqual({
      from: '2025-01-01',
      to: '2025-01-30',
    });
  });

  it('name the field that makes a period wrong', () => {
    expect(usagePeriod({ to: '2025-13-01' })).toMatchObject({ field: 'to' });
    expect(usagePeriod({ from: 'yesterday', to: '2025-01-02' })).toMatchObject({ field: 'from' });
    expect(usagePeriod({ from: '2025-01-03', to: '2025-01-02' })).toMatchObject({
      field: 'from',
      message: 'from must not be after to',
    });
    expect(usagePeriod({ from: '2024-01-01', to: '2025-01-01' })).toMatchObject({
      field: 'from',
      message: 'a period covers at most 90 days',
    });
  });
});
