import type { MediaModel } from '../../../lib/reference';

/** The multipart/form-data body an operation declares, if any. */
export function multipartMedia(media: MediaModel[] | undefined): MediaModel | undefined {
  return media?.find((candidate) => /^multipart\/form-data\b/i.test(candidate.contentType));
}

/**
 * The part names of a multipart/form-data body, or null when it cannot be read (no boundary,
 * truncated). The platform's own parser (undici's FormData) does the reading.
 */
export async function multipartPartNames(
  body: Buffer,
  contentType: string,
): Promise<Set<string> | null> {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    return new Set(form.keys());
  } catch {
    return null;
  }
}

/** The first required part the body lacks, named as the spec names it. */
export function missingPart(media: MediaModel, parts: Set<string>): string | undefined {
  return media.schema?.properties?.find(
    (property) => property.required && !parts.has(property.name),
  )?.name;
}
