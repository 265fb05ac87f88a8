import path from 'node:path';

/** Server configuration: every setting from the environment, defaults that run locally. */
export interface ServerConfig {
  host: string;
  port: number;
  publicDir: string;
  dataDir: string;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = path.resolve(__dirname, '..');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: parsePort(env.PORT, 9000),
    publicDir: path.resolve(env.PUBLIC_DIR ?? path.join(root, 'public')),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
  };
}
