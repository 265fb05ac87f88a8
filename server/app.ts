import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';

/** Builds the whole server from its configuration; tests build it too. */
export async function buildApp(config: ServerConfig) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: config.publicDir, redirect: true });
  return app;
}
