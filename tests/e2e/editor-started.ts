/** A content editor started by a test (`npm run edit`, `pagekit edit`): its address once it listens, and all it has printed so far. */
import type { ChildProcess } from "node:child_process";

export function editorStarted(editor: ChildProcess, command: string): Promise<{ url: string; output: () => string }> {
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Content editor: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) resolve({ url: match[1], output: () => output });
    };
    editor.stdout?.on("data", read);
    editor.stderr?.on("data", read);
    editor.on("exit", (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}
