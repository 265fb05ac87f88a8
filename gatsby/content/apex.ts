import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { ApexClass, ApexMethod, ApexParameter, ApexProperty } from '../../lib/site/apex';

/** Where the Apex toolkit reference lives, and the base path of its class pages. */
export const APEX_CONTENT_DIR = path.resolve(__dirname, '../../content/docs/salesforce/apex');
export const APEX_BASE_PATH = '/docs/salesforce/apex/';

type Raw = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function list(value: unknown): Raw[] {
  return Array.isArray(value)
    ? (value.filter((item) => item && typeof item === 'object') as Raw[])
    : [];
}

function toParameter(raw: Raw): ApexParameter {
  return { name: text(raw.name), type: text(raw.type), description: text(raw.description) };
}

function toMethod(raw: Raw): ApexMethod {
  const returns = raw.returns as Raw | undefined;
  return {
    name: text(raw.name),
    signature: text(raw.signature),
    description: text(raw.description),
    parameters: list(raw.parameters).map(toParameter),
    returns:
      returns && text(returns.type)
        ? { type: text(returns.type), description: text(returns.description) }
        : null,
    throws: Array.isArray(raw.throws) ? raw.throws.map(String) : [],
    ...(text(raw.example) ? { example: text(raw.example) } : {}),
  };
}

/** Reads one class file; a file without a name fails with a message naming it. */
export function parseApexClass(source: string, file: string): ApexClass {
  const raw = (YAML.parse(source) ?? {}) as Raw;
  const name = text(raw.name);
  if (!name) throw new Error(`Apex class file ${file} has no "name"`);
  const kind = raw.kind === 'enum' || raw.kind === 'interface' ? raw.kind : 'class';
  return {
    name,
    namespace: text(raw.namespace) || 'dfsle',
    kind,
    summary: text(raw.summary),
    description: text(raw.description),
    path: `${APEX_BASE_PATH}${name.toLowerCase()}/`,
    properties: list(raw.properties).map((item): ApexProperty => toParameter(item)),
    methods: list(raw.methods).map(toMethod),
  };
}

/** Every class of the toolkit, sorted by name. */
export function loadApexClasses(dir: string = APEX_CONTENT_DIR): ApexClass[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) =>
      parseApexClass(fs.readFileSync(path.join(dir, file), 'utf8'), path.join(dir, file)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
