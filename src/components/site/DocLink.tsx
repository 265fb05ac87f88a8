import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'gatsby';
import { isInternalPagePath, normalizeInternalPath } from '../../../lib/site/links';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A link that follows the site link rules: internal page paths are normalised and use Gatsby's
 * client-side navigation; external links and server routes are plain anchors.
 */
export function DocLink({ to, children, ...rest }: Props) {
  if (isInternalPagePath(to)) {
    return (
      <Link to={normalizeInternalPath(to)} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
