// Gatsby's query extraction, kept across builds for the files that hold no query.
//
// On every build, cold or warm, Gatsby's "extract queries from components" step babel-parses
// each file under src/ whose text mentions graphql, config, Head or Slice (a word most
// components use), to find page queries and the `config`/`Head` exports: 207 files here, six of
// them with a query. Its memo of the results lives in memory only, so a rebuild after one spec
// edit parsed the same 201 unchanged files again (about 1.2 s of a 14 s rebuild, issue 25).
//
// Preloaded into `gatsby build` with gatsby/tuning/patches/gatsbyFiles.cjs (gatsby/tuning/patches/preload.cjs),
// this keeps what Gatsby found in each such file in .cache/, under the file's path, its text and
// Gatsby's version. A file found again is answered as Gatsby answers it: the same
// SET_COMPONENT_FEATURES action, no query, the same slices. Files with a query, files Gatsby
// reported an error for and files placing a <Slice> (whose unresolved props Gatsby warns about
// while parsing) always go to Gatsby's parser.
'use strict';
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Where the kept results live: .cache/ is the build's cache, gone with it (a cold build). */
const CACHE_FILE = path.join('.cache', 'devcenter', 'query-files.json');

/** The module this changes, as the preload names it. */
const FILE_PARSER = 'gatsby/dist/query/file-parser';
const FEATURES = 'SET_COMPONENT_FEATURES';

function readKept(file) {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
    return kept && typeof kept === 'object' ? new Map(Object.entries(kept)) : new Map();
  } catch {
    return new Map(); // none yet, or unreadable: every file is parsed, as Gatsby does
  }
}

/** Whole or not at all: a build stopped halfway leaves the previous file. */
function writeKept(file, entries) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(Object.fromEntries(entries)));
  fs.renameSync(partial, file);
}

/**
 * Changes Gatsby's FileParser (`fileParser`: the exports of gatsby/dist/query/file-parser) so that
 * each parse of a run reads the kept results first and the run keeps what it found for the next.
 * `store` is Gatsby's store, read when a run starts. False when the parser is not as expected
 * (another Gatsby version): Gatsby's own parser then runs alone.
 */
function keepQueryFileResults(fileParser, { siteRoot = process.cwd(), gatsbyVersion, store }) {
  const FileParser = fileParser?.default;
  if (typeof FileParser?.prototype?.parseFile !== 'function') return false;
  if (typeof FileParser.prototype.parseFiles !== 'function') return false;
  const cacheFile = path.join(siteRoot, CACHE_FILE);
  const parseFile = FileParser.prototype.parseFile;
  const parseFiles = FileParser.prototype.parseFiles;

  FileParser.prototype.parseFiles = async function keptParseFiles(files, addError) {
    const { dispatch } = store();
    const kept = readKept(cacheFile);
    const used = new Map();
    // What Gatsby dispatches for a file while parsing it: its features, for the kept entry.
    const features = new Map();
    store().dispatch = (action) => {
      if (action?.type === FEATURES) features.set(action.payload.componentPath, action.payload);
      return dispatch(action);
    };
    this.parseFile = async (file, report) => {
      // (a component path with a query string, as MDX layouts have, is Gatsby's to read)
      if (file.includes('?')) return parseFile.call(this, file, report);
      let text;
      try {
        text = await fs.promises.readFile(file, 'utf8');
      } catch {
        return parseFile.call(this, file, report); // (Gatsby reports it)
      }
      const key = createHash('sha256')
        .update(`${gatsbyVersion}\0${file}\0${text}`)
        .digest('base64url');
      const known = kept.get(key);
      if (known) {
        used.set(key, known);
        dispatch({ type: FEATURES, payload: { componentPath: file, ...known.features } });
        return { astDefinitions: [], pageSlices: known.pageSlices };
      }
      const errors = [];
      const result = await parseFile.call(this, file, (error) => {
        errors.push(error);
        report(error);
      });
      const found = features.get(file);
      if (
        result &&
        result.astDefinitions.length === 0 &&
        found &&
        errors.length === 0 &&
        !text.includes('<Slice')
      ) {
        const { serverData, config, Head } = found;
        used.set(key, {
          features: { serverData, config, Head },
          pageSlices: result.pageSlices ?? null,
        });
      }
      return result;
    };
    try {
      const documents = await parseFiles.call(this, files, addError);
      writeKept(cacheFile, used);
      return documents;
    } finally {
      store().dispatch = dispatch;
      delete this.parseFile;
    }
  };
  return true;
}

module.exports = { CACHE_FILE, FILE_PARSER, keepQueryFileResults };
