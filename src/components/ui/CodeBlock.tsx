import { CopyButton } from '../site/CopyButton';

/** Code in a scrollable block, with an optional title and a Copy action. */
export function CodeBlock({
  code,
  title,
  copyable = true,
  testId,
}: {
  code: string;
  title?: string;
  copyable?: boolean;
  /** A data-testid on the <code> element, for tests that read the code. */
  testId?: string;
}) {
  return (
    <div className="code-block">
      {(title || copyable) && (
        <div className="code-block__bar">
          <span>{title}</span>
          {copyable && <CopyButton text={code} />}
        </div>
      )}
      {/* Scrollable regions must be reachable by keyboard (axe scrollable-region-focusable). */}
      <pre tabIndex={0}>
        <code data-testid={testId}>{code}</code>
      </pre>
    </div>
  );
}
