import { stepTimes } from './stepTimes';

const clockOf = (readings: number[]) => () => readings.shift() ?? 0;

describe('stepTimes', () => {
  it('prints the total and each stretch between splits, in seconds', () => {
    const times = stepTimes(clockOf([1000, 3500, 3600, 10_000, 10_250]));
    times.split('read');
    times.split('parse');
    times.split('write');
    expect(times.line()).toBe('9.3 s (read 2.5, parse 0.1, write 6.4)');
  });

  it('prints the total alone when nothing was split', () => {
    expect(stepTimes(clockOf([0, 1500])).line()).toBe('1.5 s');
  });

  it('adds up the pieces of work done within a name, and returns what the work returns', () => {
    const times = stepTimes(clockOf([0, 100, 400, 500, 1300, 2000, 3000]));
    expect(times.within('render', () => 'twin')).toBe('twin');
    times.within('render', () => undefined);
    times.split('twins');
    expect(times.line()).toBe('3.0 s (twins 2.0, of which render 1.1)');
  });

  it('counts a piece that throws, and lets the error through', () => {
    const times = stepTimes(clockOf([0, 0, 200, 200]));
    expect(() =>
      times.within('render', () => {
        throw new Error('bad twin');
      }),
    ).toThrow('bad twin');
    expect(times.line()).toBe('0.2 s (of which render 0.2)');
  });
});
