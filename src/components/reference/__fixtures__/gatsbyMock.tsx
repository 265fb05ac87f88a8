import type { AnchorHTMLAttributes } from 'react';

// Gatsby's Link needs the router and loader of a running site; tests render a plain anchor.
export const gatsbyMock = {
  Link: ({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a href={to} {...rest} />
  ),
  navigate: jest.fn(),
};
