import type { Json } from './json';

/** What every normalising step needs: the raw spec (for local $refs) and where warnings go. */
export interface NormaliseContext {
  spec: Json;
  file: string;
  warn: (message: string) => void;
  warnings: string[];
}

/** Records a warning once per message, naming the spec file. */
export function addWarning(ctx: NormaliseContext, message: string): void {
  const full = `${ctx.file}: ${message}`;
  if (ctx.warnings.includes(full)) return;
  ctx.warnings.push(full);
  ctx.warn(full);
}
