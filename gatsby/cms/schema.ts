import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { selectContentSource } from './contentSource';

/** The Contentful content type of site pages ("sitePage") becomes this GraphQL type. */
export const CMS_PAGE_TYPE = 'ContentfulSitePage';

interface CmsPageSource {
  body?: unknown;
  body___NODE?: string;
}

/**
 * The one schema customisation of the CMS: whatever shape the source plugin gives a sitePage
 * entry (a long-text field is a linked text node), the pages read the same flat fields as the
 * local markdown: route, title, description, layout, markdown. Without CMS credentials no type
 * is added and the build reads content/ only.
 */
export function customiseCmsTypes({
  actions,
  schema,
}: Pick<CreateSchemaCustomizationArgs, 'actions' | 'schema'>): void {
  if (selectContentSource(process.env).kind !== 'contentful') return;
  actions.createTypes([
    schema.buildObjectType({
      name: CMS_PAGE_TYPE,
      interfaces: ['Node'],
      extensions: { infer: true },
      fields: {
        route: 'String!',
        title: 'String!',
        description: 'String',
        layout: 'String',
        markdown: {
          type: 'String!',
          resolve: (
            source: CmsPageSource,
            _args: unknown,
            context: {
              nodeModel: { getNodeById: (query: { id: string }) => Record<string, unknown> | null };
            },
          ) => {
            if (typeof source.body === 'string') return source.body;
            const node = source.body___NODE
              ? context.nodeModel.getNodeById({ id: source.body___NODE })
              : null;
            return typeof node?.body === 'string' ? node.body : '';
          },
        },
      },
    }),
  ]);
}
