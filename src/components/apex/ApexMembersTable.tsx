import { TableScroll } from '../ui';

/** A named, typed member of Apex code: a class's property or a method's parameter. */
interface ApexMember {
  name: string;
  type: string;
  description: string;
}

/** The Name / Type / Description table of a class's properties or a method's parameters. */
export function ApexMembersTable({
  label,
  caption,
  members,
}: {
  /** The scrolling region's name. */
  label: string;
  caption?: string;
  members: ApexMember[];
}) {
  return (
    <TableScroll label={label}>
      <table className="apex-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name}>
              <td>
                <code>{member.name}</code>
              </td>
              <td>
                <code>{member.type}</code>
              </td>
              <td>{member.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
