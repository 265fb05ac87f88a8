import { SERVING_HEAP_GROWTH_PERCENT, startFavouringMemory } from './favourMemory';

describe('startFavouringMemory', () => {
  const serving = [
    '--no-optimize-for-size',
    `--heap-growing-percent=${SERVING_HEAP_GROWTH_PERCENT}`,
  ];

  it('starts favouring memory, then serves with a bounded heap growth', async () => {
    const flags: string[] = [];
    const started = startFavouringMemory(
      async () => {
        expect(flags).toEqual(['--optimize-for-size']);
        return 'listening';
      },
      (given) => flags.push(given),
    );
    await expect(started).resolves.toBe('listening');
    expect(flags).toEqual(['--optimize-for-size', ...serving]);
  });

  it('lets a failed start-up fail as it did, favouring speed again', async () => {
    const flags: string[] = [];
    await expect(
      startFavouringMemory(
        async () => {
          throw new Error('EADDRINUSE');
        },
        (given) => flags.push(given),
      ),
    ).rejects.toThrow('EADDRINUSE');
    expect(flags).toEqual(['--optimize-for-size', ...serving]);
  });
});
