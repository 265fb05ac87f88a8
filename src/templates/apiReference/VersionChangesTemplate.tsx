import { graphql, Link } from 'gatsby';
import type { FieldChange } from '../../../lib/reference/versionDiff';
import type {
  ChangedOperation,
  VersionChangesPageContext,
} from '../../../lib/site/pageContext/apiReference';
import { ApiReferenceLayout } from '../../components/layouts/ApiReferenceLayout';
import { ReferenceHeader } from './ReferenceHeader';
import { ReferenceHead } from './ReferenceHead';
import type { ReferenceHeadFC, ReferencePageProps } from './referencePage';
import { TableScroll } from '../../components/ui';

function OperationLink({ operation }: { operation: ChangedOperation }) {
  return (
    <Link to={operation.pagePath}>
      <span className="ref-verb">{operation.httpMethod}</span> <code>{operation.path}</code>
    </Link>
  );
}

function OperationList({
  title,
  operations,
  more,
}: {
  title: string;
  operations: ChangedOperation[];
  more: number;
}) {
  return (
    <section aria-label={title}>
      <h2>
        {title} ({operations.length + more})
      </h2>
      {operations.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="ref-changes__operations">
          {operations.map((operation) => (
            <li key={`${operation.httpMethod} ${operation.path}`}>
              <OperationLink operation={operation} /> {operation.name}
            </li>
          ))}
        </ul>
      )}
      <MoreOperations count={more} />
    </section>
  );
}

function MoreOperations({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p>
      And {count} more {count === 1 ? 'operation' : 'operations'}: see the reference of each
      version.
    </p>
  );
}

const CHANGE_TEXT: Record<FieldChange['change'], string> = {
  added: 'added',
  removed: 'removed',
  type: 'type changed',
};

function typeText(field: FieldChange): string {
  if (field.change === 'type') return `${field.from} → ${field.to}`;
  return (field.change === 'added' ? field.to : field.from) ?? '';
}

/** What changed from a legacy version of an API to its primary one: operations and fields. */
export default function VersionChangesTemplate({
  data: { referencePage: page },
}: ReferencePageProps<VersionChangesPageContext>) {
  return (
    <ApiReferenceLayout sidebar={page.sidebar} selectedItem={page.pagePath}>
      <ReferenceHeader
        page={page}
        title={`What changed from ${page.fromVersion} to ${page.toVersion}`}
      />
      <p>
        Operations added and removed, and for each operation in both versions the parameters,
        request body fields and response fields added, removed or changed in type.
      </p>
      <OperationList title="Operations added" operations={page.added} more={page.moreAdded} />
      <OperationList title="Operations removed" operations={page.removed} more={page.moreRemoved} />
      <section aria-label="Operations changed">
        <h2>Operations changed ({page.changed.length + page.moreChanged})</h2>
        {page.changed.length + page.moreChanged === 0 && <p>None.</p>}
        {page.changed.map(({ operation, fields, more }) => (
          <details key={`${operation.httpMethod} ${operation.path}`} className="ref-changes__op">
            <summary>
              <OperationLink operation={operation} /> {operation.name}: {fields.length + more}{' '}
              {fields.length + more === 1 ? 'field' : 'fields'}
            </summary>
            {fields.length > 0 && (
              <TableScroll label="Changed fields">
                <table className="ref-table">
                  <thead>
                    <tr>
                      <th>Field</th>
                      <th>Change</th>
                      <th>Type</th>
                    </tr>
                  </thead>
                  <tbody>
                    {fields.map((field) => (
                      <tr key={field.field}>
                        <td>
                          <code>{field.field}</code>
                        </td>
                        <td>{CHANGE_TEXT[field.change]}</td>
                        <td>
                          <code>{typeText(field)}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            {more > 0 && <p>And {more} more.</p>}
          </details>
        ))}
        <MoreOperations count={page.moreChanged} />
      </section>
    </ApiReferenceLayout>
  );
}

export const Head: ReferenceHeadFC<VersionChangesPageContext> = ({ data }) => (
  <ReferenceHead seo={data.referencePage.seo} />
);

// The page's data, from the file its createPage wrote (gatsby/createResolvers.ts).
export const query = graphql`
  query ($referencePage: String!) {
    referencePage(key: $referencePage)
  }
`;
