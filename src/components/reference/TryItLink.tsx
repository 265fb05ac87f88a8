import { Link } from 'gatsby';

/**
 * Opens the API Explorer on this operation; only APIs with an explorer get the link. `early` is
 * the one under the method's title, for screens where the samples column comes after the whole
 * schema (phones, tablets): the explorer is one tap away from the top of the page.
 */
export function TryItLink({
  pagePath,
  hasApiExplorer,
  early = false,
}: {
  pagePath: string;
  hasApiExplorer: boolean;
  early?: boolean;
}) {
  if (!hasApiExplorer) return null;
  return (
    <Link
      to={`${pagePath}?explorer=true`}
      className={early ? 'ref-try-it ref-try-it--early' : 'ref-try-it'}
    >
      Try it
    </Link>
  );
}
