/**
 * What a CSS module (`*.module.css`) is in jest: each class name is itself, so a component's
 * `styles.card` renders as `class="card"`. Vite makes the real, scoped names in the build.
 */
const classNames = new Proxy({} as Record<string, string>, {
  get: (_target, name) => (name === '__esModule' ? false : name),
});

module.exports = classNames;
