import { startFavouringMemory } from './favourMemory';

describe('startFavouringMemory', () => {
  it('answers what start-up answered', async () => {
    await expect(startFavouringMemory(async () => 'listening')).resolves.toBe('listening');
  });

  it('lets a failed start-up fail as it did', async () => {
    await expect(
      startFavouringMemory(async () => {
        throw new Error('EADDRINUSE');
      }),
    ).rejects.toThrow('EADDRINUSE');
  });
});
