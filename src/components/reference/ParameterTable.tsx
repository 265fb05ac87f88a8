import type { ParameterModel } from '../../../lib/reference/model';
import { Constraints } from './Constraints';
import { DeprecatedBadge } from './Badges';
import { schemaLabel } from './schemaLabel';
import { parameterAnchor } from './anchors';
import { AnchorLink } from './AnchorLink';
import { TableScroll } from '../ui';

const LOCATIONS: { in: ParameterModel['in']; title: string }[] = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Header parameters' },
  { in: 'cookie', title: 'Cookie parameters' },
];

/** Parameters grouped by location, each with type, required flag and every constraint. */
export function ParameterTable({ parameters }: { parameters: ParameterModel[] }) {
  return (
    <>
      {LOCATIONS.map(({ in: location, title }) => {
        const group = parameters.filter((p) => p.in === location);
        if (group.length === 0) return null;
        return (
          <section key={location} className="ref-params" aria-label={title}>
            <h3>{title}</h3>
            <TableScroll label={`${title} table`}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Type</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <tbody>
                  {group.map((parameter) => (
                    <ParameterRow key={parameter.name} parameter={parameter} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
        );
      })}
    </>
  );
}

function ParameterRow({ parameter }: { parameter: ParameterModel }) {
  const schema =
    parameter.example !== undefined && parameter.schema.example === undefined
      ? { ...parameter.schema, example: parameter.example }
      : parameter.schema;
  const id = parameterAnchor(parameter);
  return (
    <tr id={id}>
      <th scope="row">
        <code>{parameter.name}</code>
        <AnchorLink id={id} label={`${parameter.in} parameter ${parameter.name}`} />
        {parameter.required && <span className="ref-required">required</span>}
        {parameter.deprecated && <DeprecatedBadge />}
      </th>
      <td>{schemaLabel(parameter.schema)}</td>
      <td>
        {parameter.descriptionHtml && (
          <div
            className="ref-html"
            dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }}
          />
        )}
        <Constraints schema={schema} />
      </td>
    </tr>
  );
}
