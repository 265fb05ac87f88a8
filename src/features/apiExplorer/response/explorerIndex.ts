import { EXPLORER_INDEX_URL, type ExplorerIndexApi } from '../../../../lib/site/explorerIndex';

let index: Promise<ExplorerIndexApi[]> | null = null;

/** The explorer's method index (public/api-explorer/index.json), fetched once per page load. */
export function loadExplorerIndex(): Promise<ExplorerIndexApi[]> {
  index ??= fetch(EXPLORER_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`The method index answered ${response.status}.`);
      return response.json() as Promise<{ apis: ExplorerIndexApi[] }>;
    })
    .then((body) => body.apis)
    .catch((error: unknown) => {
      index = null; // a later answer may load it
      throw error;
    });
  return index;
}
