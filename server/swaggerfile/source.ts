import { HttpError } from '../http/errors';
import { loadCatalogue, type SwaggerCatalogue } from './catalogue';
import { createSpecReader } from './specFile';

/** docs/behaviour.md §9: a swagger file may take up to 100 s. */
export const SWAGGER_FILE_TIMEOUT_MS = 100_000;

/** A repository as GET /api/swagger-repositories lists it: never without refs. */
export interface SwaggerListing {
  repo: string;
  displayName: string;
  refs: string[];
}

/** One description ready to send, with the source's own names for its download. */
export interface SwaggerDocument {
  json: string;
  repo: string;
  ref: string;
}

/**
 * Where /swaggerfile finds descriptions (the local registry or a code host). `repo` and `ref`
 * are only looked up in the source's lists: unknown ones are HttpError 404 naming the field.
 */
export interface SwaggerSource {
  list(): Promise<SwaggerListing[]>;
  file(repo: string, ref: string): Promise<SwaggerDocument>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HttpError(504, 'The API description took too long')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The registry's specs on disk: the source when no code host is configured. */
export function localSource(
  catalogue: SwaggerCatalogue = loadCatalogue(),
  readSpec = createSpecReader(),
): SwaggerSource {
  return {
    list: async () =>
      catalogue.repositories.map(({ repo, displayName, refs }) => ({
        repo,
        displayName,
        refs: refs.map(({ ref }) => ref),
      })),
    async file(repo, ref) {
      const { repository, file } = catalogue.find(repo, ref);
      if (!repository) throw new HttpError(404, 'No such repository', { field: 'repo' });
      if (!file) throw new HttpError(404, 'No such ref in this repository', { field: 'ref' });
      const json = await withTimeout(readSpec(file), SWAGGER_FILE_TIMEOUT_MS);
      // The listed ref, not the alias asked for ("v2.1" for "v2.1.0").
      const listed = repository.refs.find((candidate) => candidate.file === file)?.ref ?? ref;
      return { json, repo: repository.repo, ref: listed };
    },
  };
}
