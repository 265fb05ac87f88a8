import type { TemplateFile } from './catalogue';

/** How a project runs, as its README's "## Run" section says: what to have, what to type. */
export interface RunSteps {
  /** The section's first paragraph: the language's version and what (not) to install. */
  prerequisites: string;
  /** The one command that sends the envelope: the first line of the first `sh` block. */
  command: string;
  /** The command that saves the completed PDF: the `sh` line with `download <envelopeId>`. */
  downloadCommand: string;
}

const SH_BLOCK = /```sh\n([\s\S]*?)```/g;

/** The first line of a block, without a trailing shell comment (`node index.js  # or: …`). */
const firstLine = (block: string) =>
  block
    .split('\n')[0]
    .replace(/\s+#.*$/, '')
    .trim();

/**
 * Reads the steps from a template's README, so the page and the README never disagree (the
 * project's run test runs the same command). Null when the README lacks any of them.
 */
export function readRunSteps(readme: string): RunSteps | null {
  const start = readme.search(/^## Run$/m);
  if (start === -1) return null;
  const rest = readme.slice(start).replace(/^## Run\n/, '');
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const prerequisites = section
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  const blocks = [...section.matchAll(SH_BLOCK)].map((match) => firstLine(match[1]));
  const command = blocks[0];
  const downloadCommand = blocks.find((line) => / download </.test(line));
  if (!prerequisites || prerequisites.startsWith('```') || !command || !downloadCommand) {
    return null;
  }
  return { prerequisites, command, downloadCommand };
}

/** The steps of a template's files; a README without them fails the catalogue's load. */
export function runStepsOf(files: TemplateFile[], where: string): RunSteps {
  const readme = files.find((file) => file.name === 'README.md');
  const steps = readme ? readRunSteps(readme.data.toString('utf8')) : null;
  if (!steps) {
    throw new Error(
      `${where}: README.md needs a "## Run" section with the prerequisites, the run command and the download command`,
    );
  }
  return steps;
}
