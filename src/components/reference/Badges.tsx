import '../../styles/reference.css';

/** The HTTP verb of an operation, coloured by verb. */
export function HttpMethodBadge({ method }: { method: string }) {
  return (
    <span className={`http-method http-method--${method.toLowerCase()}`}>
      {method.toUpperCase()}
    </span>
  );
}

export function DeprecatedBadge() {
  return <span className="ref-badge ref-badge--deprecated">Deprecated</span>;
}

/** The registry tag of an API version: Beta or Limited Availability. */
export function VersionTagBadge({ tag }: { tag?: string }) {
  if (!tag) return null;
  const kind = /beta/i.test(tag) ? 'beta' : 'limited';
  return <span className={`ref-badge ref-badge--${kind}`}>{tag}</span>;
}

export function VersionBadge({ version }: { version: string }) {
  return <span className="ref-badge ref-badge--version">{version}</span>;
}
