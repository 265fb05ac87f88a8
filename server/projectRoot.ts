import path from 'node:path';

/**
 * The repository's root, where content/, public/ and data/ live. This file sits one folder
 * below it, and so does the compiled server (dist/server.js, scripts/buildServer.mjs): the one
 * place that reads __dirname, so the bundle finds the same folders as the sources.
 */
export const PROJECT_ROOT = path.resolve(__dirname, '..');

/**
 * Whether this is the compiled server: its code then runs from dist/ (where the build also puts
 * the worker threads' entries), and from server/ under tsx and Jest.
 */
export const COMPILED = path.basename(__dirname) === 'dist';
