import type { ApexMethod } from '../../../lib/site/apex';
import { ApexMembersTable } from './ApexMembersTable';

/** One method of an Apex class: signature, description, parameters, return value and errors. */
export function ApexMethodDetail({ method, id }: { method: ApexMethod; id: string }) {
  return (
    <section className="apex-method" aria-labelledby={id}>
      <h3 id={id}>{method.name}</h3>
      <pre className="apex-method__signature" tabIndex={0}>
        <code>{method.signature}</code>
      </pre>
      {method.description && <p>{method.description}</p>}
      {method.parameters.length > 0 && (
        <ApexMembersTable label="Parameters" caption="Parameters" members={method.parameters} />
      )}
      {method.returns && (
        <p className="apex-method__returns">
          <strong>Returns</strong> <code>{method.returns.type}</code>: {method.returns.description}
        </p>
      )}
      {method.throws.length > 0 && (
        <p className="apex-method__throws">
          <strong>Throws</strong>{' '}
          {method.throws.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
