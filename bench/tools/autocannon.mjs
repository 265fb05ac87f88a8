// The load benches' client (bench/lib/autocannonProcess.mjs), resolved from this folder's
// node_modules (bench/lib/tools.mjs).
export { default as autocannon } from 'autocannon';
