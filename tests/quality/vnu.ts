/**
 * How the Nu HTML checker is run, by the quality gate and by `npm run audit`. Pages carry the site's
 * stylesheet inline (docs/performance.md), and the checker's CSS validator predates some of the CSS
 * tailwind writes (`@property`, `margin-trim`, custom properties in `transition-property`), so its
 * CSS messages are left out; every HTML rule is still checked.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import vnuJar from "vnu-jar";

// Language detection only ever warns (a missing or mislabelled lang), and only errors are kept.
const VNU_ARGS = ["--errors-only", "--no-langdetect", "--filterpattern", "CSS: .*", "--format", "json", "--stdout", "--exit-zero-always"];

// One short run over a few dozen files: the JVM's optimising compiler and parallel collector cost
// more than they save (14 → 6 CPU-seconds here). Without the optimiser, frames are larger, and the
// checker's schema needs a deeper stack than the default.
export const JAVA_OPTS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

export interface VnuError {
  /** The checked file, relative to the working directory. */
  file: string;
  line: number;
  message: string;
}

/** The Nu checker's HTML errors in these files, in one JVM run. */
export function vnuErrors(files: readonly string[]): VnuError[] {
  const out = execFileSync("java", [...JAVA_OPTS, "-jar", vnuJar, ...VNU_ARGS, ...files], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(out.trim() || "{}") as { messages?: Array<{ url: string; lastLine?: number; message: string }> };
  return (report.messages ?? []).map((m) => ({
    file: path.relative(process.cwd(), new URL(m.url).pathname),
    line: m.lastLine ?? 0,
    message: m.message,
  }));
}
