import fs from 'node:fs';
import path from 'node:path';

/** Every JSON file under `dir`. */
export function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** The pages of a build whose data was cut to the budget, with the parts each fetches. */
export function cutPages(publicDir: string): { page: string; parts: string[]; bytes: number }[] {
  const partsOf = (value: unknown): string[] => {
    const refs = (value as { pageParts?: { part: string }[] } | null)?.pageParts;
    return Array.isArray(refs) ? refs.map((ref) => ref.part) : [];
  };
  return jsonFiles(path.join(publicDir, 'page-data'))
    .filter((file) => file.endsWith('page-data.json'))
    .map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const { path: page, result } = JSON.parse(text) as {
        path: string;
        result: { pageContext?: unknown; data?: Record<string, unknown> };
      };
      const parts = [result.pageContext, ...Object.values(result.data ?? {})].flatMap(partsOf);
      return { page, parts, bytes: Buffer.byteLength(text) };
    })
    .filter(({ parts }) => parts.length > 0);
}
