import type { CreatePagesArgs } from 'gatsby';

export async function createApiReferencePages(_args: CreatePagesArgs): Promise<void> {
  // pages of this family are added by its owner
}
