import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';
import { runStepsOf, type RunSteps } from './runSteps';

/** One downloadable project: a template folder and the names its zip carries. */
export interface QuickstartProject {
  language: string;
  displayName: string;
  projectName: string;
  /** First part of the zip's name: `{application}-{language}.zip`. */
  application: string;
  templateDir: string;
  /** The file a user runs, named in the README (tests run it). */
  entry: string;
}

export interface QuickstartRepository {
  repositoryName: string;
  displayName: string;
  /** Branches the request may name; the local templates have one. */
  branches: string[];
  projects: QuickstartProject[];
}

/** A template file, read at start-up: the zip's entry names come only from here. */
export interface TemplateFile {
  name: string;
  data: Buffer;
}

export interface LoadedProject extends QuickstartProject {
  files: TemplateFile[];
  /** What to have and what to type, from the template's README. */
  run: RunSteps;
}

export interface QuickstartCatalogue {
  repositories: (Omit<QuickstartRepository, 'projects'> & { projects: LoadedProject[] })[];
  find(repositoryName: string, projectIndex: number): LoadedProject | undefined;
  hasRepository(repositoryName: string): boolean;
  /** Whether a download request's displayName is one the catalogue gives (repository or project). */
  knowsDisplayName(displayName: string): boolean;
}

export const DEFAULT_QUICKSTART_DIR = path.join(PROJECT_ROOT, 'content', 'quickstart');

const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Templates are a handful of small text files; anything larger is a mistake in content/. */
const MAX_TEMPLATE_FILES = 100;
const MAX_TEMPLATE_BYTES = 1024 * 1024;

function fail(file: string, problem: string): never {
  throw new Error(`${file}: ${problem}`);
}

/** Every file under dir as a forward-slash relative name, sorted; symbolic links refused. */
export function walkTemplate(dir: string): TemplateFile[] {
  const files: TemplateFile[] = [];
  const visit = (current: string, prefix: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      const stat = lstatSync(full);
      const relative = prefix ? `${prefix}/${name}` : name;
      if (!PLAIN_NAME.test(name)) fail(full, 'template file names must be plain names');
      if (stat.isDirectory()) visit(full, relative);
      else if (stat.isFile()) {
        if (stat.size > MAX_TEMPLATE_BYTES) fail(full, 'template file too large');
        files.push({ name: relative, data: readFileSync(full) });
      } else fail(full, 'templates hold only files and folders');
      if (files.length > MAX_TEMPLATE_FILES) fail(dir, 'too many template files');
    }
  };
  visit(dir, '');
  return files;
}

function text(value: unknown, file: string, field: string): string {
  if (typeof value !== 'string' || value === '')
    fail(file, `"${field}" must be a non-empty string`);
  return value;
}

/**
 * The template's files and the files every project shares (`shared/`: the document the
 * projects send), sorted by name; a template file may not shadow a shared one.
 */
function withShared(template: TemplateFile[], shared: TemplateFile[], where: string) {
  for (const file of shared) {
    if (template.some((own) => own.name === file.name))
      fail(where, `the template's ${file.name} clashes with the shared file of that name`);
  }
  return [...template, ...shared].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Reads and checks content/quickstart/catalogue.json and every template it names. */
export function loadQuickstartCatalogue(dir = DEFAULT_QUICKSTART_DIR): QuickstartCatalogue {
  const file = path.join(dir, 'catalogue.json');
  const sharedDir = path.join(dir, 'shared');
  const shared = existsSync(sharedDir) ? walkTemplate(sharedDir) : [];
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { repositories?: unknown };
  if (!Array.isArray(raw.repositories)) fail(file, '"repositories" must be an array');
  const repositories = (raw.repositories as Record<string, unknown>[]).map((repository, r) => {
    const where = `repositories[${r}]`;
    const projects = repository.projects;
    if (!Array.isArray(projects) || projects.length === 0)
      fail(file, `"${where}.projects" must be a non-empty array`);
    const branches = repository.branches ?? ['main'];
    if (!Array.isArray(branches) || branches.some((branch) => typeof branch !== 'string'))
      fail(file, `"${where}.branches" must be an array of strings`);
    return {
      repositoryName: text(repository.repositoryName, file, `${where}.repositoryName`),
      displayName: text(repository.displayName, file, `${where}.displayName`),
      branches: branches as string[],
      projects: (projects as Record<string, unknown>[]).map((project, p): LoadedProject => {
        const at = `${where}.projects[${p}]`;
        const loaded = {
          language: text(project.language, file, `${at}.language`),
          displayName: text(project.displayName, file, `${at}.displayName`),
          projectName: text(project.projectName, file, `${at}.projectName`),
          application: text(project.application, file, `${at}.application`),
          templateDir: text(project.templateDir, file, `${at}.templateDir`),
          entry: text(project.entry, file, `${at}.entry`),
        };
        for (const field of ['language', 'application', 'templateDir'] as const) {
          if (!PLAIN_NAME.test(loaded[field])) fail(file, `"${at}.${field}" must be a plain name`);
        }
        const templateDir = path.join(dir, 'templates', loaded.templateDir);
        const files = withShared(walkTemplate(templateDir), shared, templateDir);
        if (!files.some((template) => template.name === loaded.entry))
          fail(file, `"${at}.entry" is not a file of the template`);
        if (!files.some((template) => template.name === 'config.json'))
          fail(file, `"${at}": the template has no config.json`);
        return { ...loaded, files, run: runStepsOf(files, templateDir) };
      }),
    };
  });
  const byName = new Map(repositories.map((repository) => [repository.repositoryName, repository]));
  const displayNames = new Set(
    repositories.flatMap((repository) => [
      repository.displayName,
      ...repository.projects.map((project) => project.displayName),
    ]),
  );
  return {
    repositories,
    hasRepository: (name) => byName.has(name),
    knowsDisplayName: (name) => displayNames.has(name),
    find: (name, index) => byName.get(name)?.projects[index],
  };
}
