import { sandboxToolLinks } from '../../../lib/site/sandboxTools';

/** Where to see what an operation does in the embedded platform beyond its answer. */
export function SandboxTryIt({ operationId }: { operationId?: string }) {
  const links = sandboxToolLinks(operationId);
  if (links.length === 0) return null;
  return (
    <aside className="ref-try" aria-label="Try it in the sandbox">
      <h2 className="ref-try__title">In the sandbox</h2>
      <ul>
        {links.map((link) => (
          // The sentence is the link: it says where it goes (an "Open" alone would not).
          <li key={link.href}>
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
