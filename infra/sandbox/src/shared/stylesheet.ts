/** The one stylesheet of the sandbox's pages, served from our origin so pages need no inline style. */
export const STYLESHEET = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center;
  justify-content: center; background: #f3f1f8; color: #1d1b24; }
.card { width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 1.75rem;
  box-shadow: 0 4px 24px rgb(40 20 80 / 12%); }
.brand { margin: 0 0 1.25rem; font-size: .8rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
  color: #5f259f; }
.brand.google { color: #1a73e8; }
h1 { margin: 0 0 1rem; font-size: 1.25rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
dt { color: #6b6880; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.amount { font-size: 1.75rem; font-weight: 700; }
form { display: grid; gap: .6rem; margin: 0; }
button, .link-button { display: block; width: 100%; box-sizing: border-box; padding: .8rem 1rem; border-radius: 8px;
  border: 1px solid #cfc9e0; background: #fff; color: inherit; font: inherit; font-weight: 600; text-align: left;
  text-decoration: none; cursor: pointer; }
button:hover, .link-button:hover { border-color: #5f259f; }
button:focus-visible, .link-button:focus-visible { outline: 3px solid #b79ce0; outline-offset: 2px; }
button.primary { background: #5f259f; border-color: #5f259f; color: #fff; text-align: center; }
button.danger { color: #a4161a; text-align: center; }
button.quiet { text-align: center; }
.account small { display: block; font-weight: 400; color: #6b6880; }
.state { display: inline-block; padding: .15rem .55rem; border-radius: 999px; background: #ece8f6; font-size: .85rem; }
.error { color: #a4161a; }
.footnote { margin: 1rem; font-size: .75rem; color: #6b6880; text-align: center; }
`;
