import { ApexMethodDetail } from './ApexMethodDetail';
import type { ApexClass } from '../../../lib/site/apex';
import { ApexMembersTable } from './ApexMembersTable';
import { PageTitle } from '../site/PageTitle';

/** The page body of one Apex class: summary, properties and methods. */
export function ApexClassDetail({ apexClass }: { apexClass: ApexClass }) {
  const methodIds = new Map<string, number>();
  return (
    <div className="apex-class">
      <p className="apex-class__namespace">
        {apexClass.kind} <code>{apexClass.namespace}</code>
      </p>
      <PageTitle>{apexClass.name}</PageTitle>
      <p className="apex-class__summary">{apexClass.summary}</p>
      {apexClass.description && <p>{apexClass.description}</p>}
      {apexClass.properties.length > 0 && (
        <section aria-labelledby="properties">
          <h2 id="properties">Properties</h2>
          <ApexMembersTable label="Properties table" members={apexClass.properties} />
        </section>
      )}
      {apexClass.methods.length > 0 && (
        <section aria-labelledby="methods">
          <h2 id="methods">Methods</h2>
          {apexClass.methods.map((method) => {
            // Overloads share a name; each still needs its own anchor.
            const seen = methodIds.get(method.name) ?? 0;
            methodIds.set(method.name, seen + 1);
            const id = `method-${method.name.toLowerCase()}${seen ? `-${seen}` : ''}`;
            return <ApexMethodDetail key={id} id={id} method={method} />;
          })}
        </section>
      )}
    </div>
  );
}
