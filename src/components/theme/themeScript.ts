/** Where the reader's explicit choice is kept (not a secret: "light" or "dark"). */
export const THEME_STORAGE_KEY = 'dc-theme';

export type Theme = 'light' | 'dark';

/**
 * Runs inline in <head> before the body is painted (gatsby-ssr onRenderBody), so the page
 * never flashes the wrong theme: the stored choice, else the system's prefers-color-scheme.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-theme',t)}catch(e){}})();`;
