import { useState } from 'react';
import type { ExampleModel } from '../../../lib/reference/model';

const text = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/**
 * A body's examples: the spec's, else one generated from the schema and marked so; several
 * named ones get a picker (docs/behaviour.md §2.1).
 */
export function Examples({ examples, label }: { examples: ExampleModel[]; label: string }) {
  const [picked, setPicked] = useState(0);
  if (examples.length === 0) return null;
  const current = examples[Math.min(picked, examples.length - 1)];
  return (
    <figure className="ref-example">
      <figcaption>
        {examples.length > 1 ? (
          <label>
            {label} example{' '}
            <select
              value={examples.indexOf(current)}
              onChange={(event) => setPicked(Number(event.target.value))}
            >
              {examples.map((example, index) => (
                <option key={`${example.name}-${index}`} value={index}>
                  {example.summary ?? example.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <>
            {label} example
            {current.summary || (current.name !== 'example' && !current.generated)
              ? `: ${current.summary ?? current.name}`
              : ''}
          </>
        )}
        {current.generated && (
          <span className="ref-flag ref-example__generated" title="Made from the schema">
            generated
          </span>
        )}
      </figcaption>
      <pre tabIndex={0}>
        <code>{text(current.value)}</code>
      </pre>
    </figure>
  );
}
