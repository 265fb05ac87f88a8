import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { DatedItem } from '../../lib/site/pageContext/datedList';

export const EVENTS_FILE = path.resolve(__dirname, '../../content/events/events.yaml');
export const SPOTLIGHT_FILE = path.resolve(__dirname, '../../content/spotlight/spotlight.yaml');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && DATE.test(value) ? value : undefined;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Reads a dated list file; a bad entry fails naming the file, the entry and the field. */
export function parseDatedItems(source: string, file: string): DatedItem[] {
  // YAML 1.2 core schema: dates stay strings, checked below.
  const raw = (YAML.parse(source) ?? {}) as { entries?: unknown };
  if (!Array.isArray(raw.entries)) throw new Error(`${file}: "entries" must be a list`);
  const seen = new Set<string>();
  return raw.entries.map((value, index) => {
    const entry = (value ?? {}) as Record<string, unknown>;
    const where = `${file}: entry ${index + 1}`;
    const id = optionalText(entry.id);
    if (!id || !/^[a-z0-9-]+$/.test(id))
      throw new Error(`${where}: "id" must be a lower-case slug`);
    if (seen.has(id)) throw new Error(`${where}: "id" ${id} is used twice`);
    seen.add(id);
    const title = optionalText(entry.title);
    const summary = optionalText(entry.summary);
    if (!title || !summary) throw new Error(`${where}: "title" and "summary" are required`);
    const date = isoDate(entry.date);
    if (!date) throw new Error(`${where}: "date" must be YYYY-MM-DD`);
    const end = entry.end === undefined ? undefined : isoDate(entry.end);
    if (entry.end !== undefined && (!end || end < date))
      throw new Error(`${where}: "end" must be YYYY-MM-DD, not before "date"`);
    const link = optionalText(entry.link);
    if (link && !link.startsWith('/')) throw new Error(`${where}: "link" must be a site path`);
    return {
      id,
      title,
      date,
      ...(end ? { end } : {}),
      ...(optionalText(entry.where) ? { where: optionalText(entry.where) } : {}),
      summary,
      ...(optionalText(entry.body) ? { body: optionalText(entry.body) } : {}),
      ...(Array.isArray(entry.agenda) ? { agenda: entry.agenda.map(String) } : {}),
      ...(link ? { link } : {}),
    };
  });
}

export function loadDatedItems(file: string): DatedItem[] {
  return parseDatedItems(fs.readFileSync(file, 'utf8'), file);
}

/**
 * Splits items on a day (YYYY-MM-DD, the build date): an item is upcoming until its last day
 * has passed, so an event on the build day is still upcoming. Upcoming soonest first, past
 * newest first.
 */
export function splitByDate(
  items: DatedItem[],
  today: string,
): { upcoming: DatedItem[]; past: DatedItem[] } {
  if (!DATE.test(today)) throw new Error('today must be YYYY-MM-DD');
  const upcoming = items
    .filter((item) => (item.end ?? item.date) >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const past = items
    .filter((item) => (item.end ?? item.date) < today)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { upcoming, past };
}
