// Gatsby's declaration file (node_modules/gatsby/index.d.ts) serves its Node APIs and its
// browser APIs at once: for the former it imports `events`, `http`, gatsby-plugin-utils and
// sharp, and through them all of @types/node, with `process`, `Buffer` and `require`. The
// browser project maps those four modules here (`paths` in tsconfig/browser.json), so browser
// code sees Gatsby's browser APIs without Node's globals. The types below are those Gatsby's
// Node APIs name, opaque here: browser code has no use for them.
export declare class EventEmitter {}
export type IncomingMessage = unknown;
export type ServerResponse = unknown;
export type PluginOptionsSchemaJoi = unknown;
export type ObjectSchema = unknown;
export type FitEnum = Record<string, string>;
