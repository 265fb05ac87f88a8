import fs from 'node:fs';
import path from 'node:path';

/** The site's written content (guides, site pages, blog...): the specs aside. */
export const CONTENT_DIR = path.resolve(__dirname, '../../content');

/** A markdown link to an API method page: its file, text and address. */
export interface MethodLink {
  file: string;
  text: string;
  href: string;
}

// A method page sits three levels under an API's reference: category, resource, method.
const METHOD_LINK =
  /\[([^\]]+)\]\((\/docs\/[a-z0-9-]+(?:\/v[0-9.]+)?\/reference\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[^)\s]*)\)/g;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'specs' ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/**
 * Every link of the content to a method page. A guide links a method to have it tried: such a
 * link opens the method's page in the explorer (`?explorer=true`), which shows the reference
 * below it too (issue 36: "Create a webhook configuration" opened the page without it).
 */
export function contentMethodLinks(root: string = CONTENT_DIR): MethodLink[] {
  return markdownFiles(root).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(METHOD_LINK)].map((match) => ({
      file: path.relative(root, file),
      text: match[1],
      href: match[2],
    })),
  );
}
