/** @jest-environment node */
import { cpuCoreCount } from 'gatsby-core-utils';
import { workerPerCore } from './buildWorkers';

describe('workerPerCore', () => {
  it("makes Gatsby's cores - 1 workers one per core", () => {
    const env: NodeJS.ProcessEnv = {};
    workerPerCore(env, 2);
    expect(env.GATSBY_CPU_COUNT).toBe('3');
  });

  it('keeps a count the build chose', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: '1' };
    workerPerCore(env, 8);
    expect(env.GATSBY_CPU_COUNT).toBe('1');
  });

  it('is the count gatsby-core-utils reads', () => {
    const saved = process.env.GATSBY_CPU_COUNT;
    delete process.env.GATSBY_CPU_COUNT;
    try {
      workerPerCore(process.env, 2);
      expect(cpuCoreCount() - 1).toBe(2);
    } finally {
      if (saved === undefined) delete process.env.GATSBY_CPU_COUNT;
      else process.env.GATSBY_CPU_COUNT = saved;
    }
  });
});
