// postman-collection and newman ship without type declarations; only what we use is typed here.
declare module 'postman-collection' {
  export class Collection {
    constructor(definition?: Record<string, unknown>);
    toJSON(): Record<string, unknown>;
  }
}

declare module 'newman' {
  export interface NewmanRunSummary {
    run: {
      stats: {
        requests: { total: number; failed: number };
        assertions: { total: number; failed: number };
      };
      failures: { error: { message: string; test?: string } }[];
      executions: {
        item: { name: string };
        request: { url: { toString(): string } };
        response?: { code: number; stream?: Buffer };
      }[];
    };
  }
  export interface NewmanRunOptions {
    collection: string | Record<string, unknown>;
    environment?: string | Record<string, unknown>;
    /** Runs only this folder (by name), its requests in order. */
    folder?: string;
    /** Sets environment variables over the environment file's, like --env-var key=value. */
    envVar?: { key: string; value: string }[];
    reporters?: string[];
  }
  export function run(
    options: NewmanRunOptions,
    callback: (error: Error | null, summary: NewmanRunSummary) => void,
  ): void;
  const newman: { run: typeof run };
  export default newman;
}
