import fs from 'node:fs';
import path from 'node:path';
import type { Rule } from './editorsWebpack';

// Babel (Gatsby's preset) compiled every source file twice, once per webpack stage, and was the
// largest part of both stages on a cold build. Most files need nothing of that preset beyond
// TypeScript and JSX, which esbuild does many times faster. Babel keeps what needs Gatsby's own
// plugins: page components, templates and slices (Gatsby treats them specially), files with a
// GraphQL query (the query is extracted and removed by a Babel plugin), and plain JavaScript.
const BABEL_FOLDERS = ['src/pages', 'src/templates', 'src/gatsbySlices'];
const GATSBY_QUERY = /graphql`|useStaticQuery|StaticQuery/;

/** True for this project's own TypeScript files that esbuild compiles instead of Babel. */
export function compiledByEsbuild(root: string): (file: string) => boolean {
  const known = new Map<string, boolean>();
  const babelFolders = BABEL_FOLDERS.map((folder) => path.join(root, folder) + path.sep);
  return (file) => {
    let answer = known.get(file);
    if (answer === undefined) {
      answer =
        /\.tsx?$/.test(file) &&
        file.startsWith(root + path.sep) &&
        !file.includes(`${path.sep}node_modules${path.sep}`) &&
        !babelFolders.some((folder) => file.startsWith(folder)) &&
        !GATSBY_QUERY.test(fs.readFileSync(file, 'utf8'));
      known.set(file, answer);
    }
    return answer;
  };
}

const isGatsbySourceRule = (rule: Rule) => String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/);

/**
 * Moves the esbuild-compiled files from Gatsby's Babel rule to an esbuild rule. The target is
 * what the stage runs on: Node, or the browsers of Gatsby's default browserslist, whose oldest
 * (UC Browser 15.5, Chromium 78) lacks optional chaining, so ES2019.
 */
export function compileWithEsbuild(
  rules: Rule[],
  stage: 'build-javascript' | 'build-html',
  root = process.cwd(),
): void {
  const babelRule = rules.find(isGatsbySourceRule);
  if (!babelRule) return;
  const esbuildFiles = compiledByEsbuild(root);
  babelRule.exclude = babelRule.exclude ? [babelRule.exclude, esbuildFiles].flat() : esbuildFiles;
  rules.push({
    test: /\.tsx?$/,
    include: esbuildFiles,
    type: 'javascript/auto',
    use: [
      {
        loader: path.join(root, 'gatsby', 'tuning', 'webpack', 'esbuildLoader.cjs'),
        options: { target: stage === 'build-html' ? 'node18' : 'es2019' },
      },
    ],
  });
}
