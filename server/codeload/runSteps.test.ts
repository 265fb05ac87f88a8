/** @jest-environment node */
import { loadQuickstartCatalogue } from './catalogue';
import { readRunSteps } from './runSteps';

const README = `# Quickstart

Intro.

## Run

Node.js 20 or later; there is nothing
to install.

\`\`\`sh
node index.js      # or: npm start
\`\`\`

Once signed:

\`\`\`sh
node index.js download <envelopeId>
\`\`\`

## Files

\`\`\`sh
not this one
\`\`\`
`;

describe('readRunSteps', () => {
  it('takes the prerequisites, the run command and the download command of "## Run"', () => {
    expect(readRunSteps(README)).toEqual({
      prerequisites: 'Node.js 20 or later; there is nothing to install.',
      command: 'node index.js',
      downloadCommand: 'node index.js download <envelopeId>',
    });
  });

  it('is null without a Run section or its commands', () => {
    expect(readRunSteps('# Quickstart\n\nNo section.')).toBeNull();
    expect(readRunSteps('## Run\n\nJust words.\n')).toBeNull();
  });

  it('reads every template of the catalogue', () => {
    const commands = loadQuickstartCatalogue().repositories.map(
      (repository) => repository.projects[0].run.command,
    );
    expect(commands).toEqual([
      'node index.js',
      'python3 main.py',
      'java QuickStart.java',
      'mcs -r:System.Net.Http -out:QuickStart.exe Program.cs && mono QuickStart.exe',
      'php main.php',
      'ruby main.rb',
      'go run .',
      'bash main.sh',
    ]);
  });
});
