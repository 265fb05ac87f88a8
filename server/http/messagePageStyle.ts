// The look of messagePage: the site's header bar and a card, on the colours of
// src/styles/tokens.css (light, and dark when the reader's system prefers it).
export const MESSAGE_PAGE_STYLE = `
:root{--bg:#fff;--text:#1d1d2b;--muted:#55556a;--surface:#f4f4f9;--brand:#3a2bb5;--header:#2d2282;
--ok:#1b6e32;--problem:#b3261e;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#14141c;--text:#ececf4;--muted:#b4b4c8;
--surface:#1e1e2a;--brand:#aea6ff;--header:#1c1750;--ok:#7fd18f;--problem:#f2b8b5}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--text)}
.site-header{background:var(--header);padding:.9rem 1.5rem}
.site-header a{color:#fff;font-weight:700;text-decoration:none}
.message{max-width:40rem;margin:3rem auto;padding:1.5rem 1.75rem;background:var(--surface);
border-radius:8px;border-left:4px solid var(--problem)}
.message--success{border-left-color:var(--ok)}
.message h1{margin:0 0 .5rem;font-size:1.5rem;overflow-wrap:anywhere}
.btn{display:inline-block;padding:.5rem 1rem;border:1px solid var(--brand);border-radius:6px;
color:var(--brand);font-weight:600;text-decoration:none}
.btn:hover,.btn:focus-visible{background:var(--brand);color:var(--bg)}
@media (max-width:30rem){.message{margin:1.5rem 1rem}}
`;
