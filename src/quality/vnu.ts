/**
 * How the Nu HTML checker is run, by the quality gate and by `npm run audit`. Pages carry the site's
 * stylesheet inline (docs/performance.md), and the checker's CSS validator predates some of the CSS
 * tailwind writes (`@property`, `margin-trim`, custom properties in `transition-property`), so its
 * CSS messages are left out; every HTML rule is still checked.
 */
export const VNU_ARGS = ["--errors-only", "--filterpattern", "CSS: .*", "--format", "json", "--stdout", "--exit-zero-always"];
