import { Link } from 'gatsby';

/** Opens the API Explorer on this operation; only APIs with an explorer get the link. */
export function TryItLink({
  pagePath,
  hasApiExplorer,
}: {
  pagePath: string;
  hasApiExplorer: boolean;
}) {
  if (!hasApiExplorer) return null;
  return (
    <Link to={`${pagePath}?explorer=true`} className="ref-try-it">
      Try it
    </Link>
  );
}
