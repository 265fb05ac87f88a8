/** @jest-environment node */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { loadQuickstartCatalogue, walkTemplate } from './catalogue';

const temp = () => mkdtempSync(path.join(os.tmpdir(), 'codeload-catalogue-'));

/** A README with the run steps the catalogue reads (runSteps.ts). */
const README =
  '## Run\n\nNode.js 20.\n\n```sh\nnode index.js\n```\n\n```sh\nnode index.js download <envelopeId>\n```\n';

function catalogueDir(
  project: Record<string, unknown>,
  files: Record<string, string>,
  readme: string | null = README,
) {
  const dir = temp();
  const template = path.join(dir, 'templates', 'demo');
  mkdirSync(template, { recursive: true });
  if (readme !== null) writeFileSync(path.join(template, 'README.md'), readme);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(template, name)), { recursive: true });
    writeFileSync(path.join(template, name), text);
  }
  const entry = {
    language: 'node',
    displayName: 'Node.js',
    projectName: 'Demo',
    application: 'demo',
    templateDir: 'demo',
    entry: 'index.js',
    ...project,
  };
  writeFileSync(
    path.join(dir, 'catalogue.json'),
    JSON.stringify({
      repositories: [{ repositoryName: 'r', displayName: 'R', projects: [entry] }],
    }),
  );
  return dir;
}

describe('quickstart catalogue', () => {
  it('loads the shipped catalogue: eight languages, each with README, config, entry and the document', () => {
    const catalogue = loadQuickstartCatalogue();
    const languages = catalogue.repositories.flatMap((repo) =>
      repo.projects.map((p) => p.language),
    );
    expect(languages).toEqual(['node', 'python', 'java', 'csharp', 'php', 'ruby', 'go', 'bash']);
    for (const repository of catalogue.repositories) {
      for (const project of repository.projects) {
        const names = project.files.map((file) => file.name);
        expect(names).toEqual(
          expect.arrayContaining([
            'README.md',
            'config.json',
            'private.key',
            'document.pdf',
            project.entry,
          ]),
        );
      }
    }
  });

  it('adds the shared files to every project, and refuses a template file that would hide one', () => {
    const dir = catalogueDir({}, { 'index.js': '', 'config.json': '{}' });
    mkdirSync(path.join(dir, 'shared'));
    writeFileSync(path.join(dir, 'shared', 'document.pdf'), '%PDF');
    expect(
      loadQuickstartCatalogue(dir)
        .find('r', 0)
        ?.files.map((file) => file.name),
    ).toEqual(['README.md', 'config.json', 'document.pdf', 'index.js']);
    writeFileSync(path.join(dir, 'templates', 'demo', 'document.pdf'), 'other');
    expect(() => loadQuickstartCatalogue(dir)).toThrow('clashes with the shared file');
  });

  it('finds projects by repository and index only', () => {
    const catalogue = loadQuickstartCatalogue(
      catalogueDir({}, { 'index.js': '', 'config.json': '{}', 'lib/util.js': '' }),
    );
    expect(catalogue.find('r', 0)?.files.map((file) => file.name)).toEqual([
      'README.md',
      'config.json',
      'index.js',
      'lib/util.js',
    ]);
    expect(catalogue.find('r', 1)).toBeUndefined();
    expect(catalogue.find('__proto__', 0)).toBeUndefined();
  });

  it('refuses a templateDir that is not a plain name', () => {
    const dir = catalogueDir({ templateDir: '../demo' }, { 'index.js': '', 'config.json': '{}' });
    expect(() => loadQuickstartCatalogue(dir)).toThrow('must be a plain name');
  });

  it('refuses a template without its entry or config.json', () => {
    expect(() => loadQuickstartCatalogue(catalogueDir({}, { 'config.json': '{}' }))).toThrow(
      'entry',
    );
    expect(() => loadQuickstartCatalogue(catalogueDir({}, { 'index.js': '' }))).toThrow(
      'config.json',
    );
  });

  it('reads the run steps of a template’s README, and refuses one without them', () => {
    const catalogue = loadQuickstartCatalogue(
      catalogueDir({}, { 'index.js': '', 'config.json': '{}' }),
    );
    expect(catalogue.find('r', 0)?.run).toEqual({
      prerequisites: 'Node.js 20.',
      command: 'node index.js',
      downloadCommand: 'node index.js download <envelopeId>',
    });
    expect(() =>
      loadQuickstartCatalogue(catalogueDir({}, { 'index.js': '', 'config.json': '{}' }, null)),
    ).toThrow('README.md needs a "## Run" section');
  });

  it('refuses symbolic links inside a template', () => {
    const dir = temp();
    writeFileSync(path.join(dir, 'index.js'), '');
    symlinkSync('/etc/hostname', path.join(dir, 'link'));
    expect(() => walkTemplate(dir)).toThrow('only files and folders');
  });
});
