// bench/lighthouse.mjs's tools, resolved from this folder's node_modules (bench/lib/tools.mjs).
export { default as lighthouse } from 'lighthouse';
export * as chromeLauncher from 'chrome-launcher';
export { default as desktopConfig } from 'lighthouse/core/config/desktop-config.js';
