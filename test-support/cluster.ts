import { freePort } from './postgres';
import { startBalancer, waitForServerState, type RunningBalancer } from './haproxy';
import { startServerProcess, type ServerProcess } from './serverProcess';

/**
 * N server processes on loopback ports behind HAProxy with the shipped deploy/haproxy.cfg, as
 * docs/deploy.md runs them. `env` names the store every instance shares (DATABASE_URL with a
 * COOKIE_SECRET, or one DATA_DIR) and anything else; `instanceEnv(i)` what only instance i has.
 * The balancer calls instance i `app{i + 1}`.
 */
export interface Cluster {
  instances: ServerProcess[];
  balancer: RunningBalancer;
  /** Starts instance i again on its port after it stopped, and waits until the balancer has it. */
  restart(index: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  size?: number;
  env: Record<string, string>;
  instanceEnv?: (index: number) => Record<string, string>;
}

export const balancerName = (index: number) => `app${index + 1}`;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { size = 2, env, instanceEnv = () => ({}) } = options;
  const ports: number[] = [];
  for (let i = 0; i < size; i += 1) ports.push(await freePort());
  const envOf = (index: number) => ({ ...env, ...instanceEnv(index) });
  const instances: ServerProcess[] = [];
  let balancer: RunningBalancer | undefined;

  const stop = async () => {
    for (const instance of instances) {
      if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
    }
    await Promise.all(instances.map((instance) => instance.exited));
    await balancer?.stop();
  };

  try {
    // Started together: their migrations meet the store's migration lock.
    const started = await Promise.allSettled(
      ports.map((port, index) => startServerProcess(envOf(index), port)),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    balancer = await startBalancer(ports.map((port) => `127.0.0.1:${port}`));
    for (let i = 0; i < size; i += 1) await waitForServerState(balancer, balancerName(i), 'UP');
  } catch (error) {
    await stop();
    throw error;
  }

  const running = balancer;
  return {
    instances,
    balancer: running,
    async restart(index) {
      const instance = await startServerProcess(envOf(index), ports[index]);
      instances[index] = instance;
      await waitForServerState(running, balancerName(index), 'UP');
      return instance;
    },
    stop,
  };
}
