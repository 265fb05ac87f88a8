import { LOGIN_RETURN_SCRIPT } from './onRenderBody';
import { loginHref } from './UserMenu';

// The script runs in the page's head, before any of the site's code.
beforeAll(() => new Function(LOGIN_RETURN_SCRIPT)());

test('"Log in" clicked before hydration returns to the page and its query, as loginHref says', () => {
  window.history.replaceState(
    null,
    '',
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true',
  );
  document.body.innerHTML = `<header><a class="user-menu__login" href="${loginHref('/')}">Log in</a></header>`;
  const link = document.querySelector<HTMLAnchorElement>('a.user-menu__login')!;
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
  link.click();
  const here = window.location.pathname + window.location.search;
  expect(link.href).toBe(new URL(loginHref(here), window.location.href).href);
});

test('other links are left alone', () => {
  document.body.innerHTML = `<a class="other" href="/auth/login?returnTo=%2F">Other</a>`;
  const link = document.querySelector<HTMLAnchorElement>('a.other')!;
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  expect(link.getAttribute('href')).toBe('/auth/login?returnTo=%2F');
});
