import type * as Gatsby from 'gatsby';
import type { AnchorHTMLAttributes } from 'react';

// The one stand-in for `gatsby` in unit tests (Jest uses it for every test: it sits in a root's
// `__mocks__`). Link and navigate need the router and loader of a running site, and
// useStaticQuery the data of a build: tests render a plain anchor (marked data-gatsby-link, so a
// test can tell a Gatsby link from a plain one), record navigations, and give each query's data
// themselves (`jest.mocked(useStaticQuery).mockReturnValue(...)`). The rest is Gatsby's own.
const actual = jest.requireActual<typeof Gatsby>('gatsby');

type LinkProps = {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
} & AnchorHTMLAttributes<HTMLAnchorElement>;

export const Link = ({
  to,
  activeClassName: _active,
  partiallyActive: _partial,
  ...rest
}: LinkProps) => <a href={to} data-gatsby-link="" {...rest} />;

export const navigate = jest.fn();
export const graphql = jest.fn(() => '');
export const useStaticQuery = jest.fn();
export const { Slice, withPrefix, withAssetPrefix } = actual;
