import type { CreatePagesArgs } from 'gatsby';

export async function createDocsPages(_args: CreatePagesArgs): Promise<void> {
  // pages of this family are added by its owner
}
