import type { GatsbySSR } from 'gatsby';

/**
 * Before the page has hydrated: the header's "Log in" link of the served HTML returns to "/"
 * (the server render has no location; UserMenu puts the page's address in once its part has
 * hydrated, which on a slow phone is a second or more after the page shows). This listener,
 * in every page's head, puts the page's address in at the click itself, as loginHref does.
 */
export const LOGIN_RETURN_SCRIPT = `document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a.user-menu__login');if(a)a.search='?returnTo='+encodeURIComponent(location.pathname+location.search)},true)`;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="login-return" dangerouslySetInnerHTML={{ __html: LOGIN_RETURN_SCRIPT }} />,
  ]);
};
