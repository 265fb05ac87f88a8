import type { SchemaModel } from '../../../lib/reference/model';
import { constraintItems } from '../../../lib/reference/constraintItems';

/** Every constraint of a schema (min, max, length, pattern, enum, default, example...). */
export function Constraints({ schema }: { schema: SchemaModel }) {
  const items = constraintItems(schema);
  if (items.length === 0) return null;
  return (
    <ul className="ref-constraints">
      {items.map((item) => (
        <li key={item.label} data-keyword={item.label}>
          <span className="ref-constraints__label">{item.label}</span> <code>{item.value}</code>
        </li>
      ))}
    </ul>
  );
}
