import { Fragment } from 'react';

// Where a long API name may wrap: between the words of camelCase ("createBulk|Import"), after
// an underscore or a dot ("Documents_|DownloadDocument").
const BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=[_.])(?=\p{L})/u;

/** The parts of a name between which a line may break. */
export function nameParts(name: string): string[] {
  return name.split(BOUNDARY);
}

/**
 * A name with <wbr> at its camelCase and underscore boundaries: "WorkflowInstanceManagement"
 * wraps on a phone instead of running off the page; its text (and accessible name) is unchanged.
 */
export function BreakableName({ name }: { name: string }) {
  const parts = nameParts(name);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
