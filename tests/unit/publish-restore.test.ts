/** Restoring a version: the site's files as they were right after that publish, whatever came later. */
import { describe, expect, it } from "vitest";
import type { PublishRecord } from "../../src/storage/publish-log.ts";
import { versionChanges } from "../../src/admin/publish/restore.ts";

const publish = (id: number, files: PublishRecord["files"]): PublishRecord => ({
  id,
  at: "2026-11-26T00:00:00Z",
  actor: "a@example.com",
  note: null,
  restoredFrom: null,
  files,
});

describe("the version after a publish", () => {
  it("keeps that publish's files as it left them and puts back what later publishes changed", () => {
    const first = publish(1, [{ path: "a.json", before: "a0", after: "a1" }]);
    const second = publish(2, [
      { path: "a.json", before: "a1", after: "a2" },
      { path: "b.json", before: "b0", after: "b2" },
    ]);
    const third = publish(3, [
      { path: "b.json", before: "b2", after: "b3" },
      { path: "c.json", before: null, after: "c3" },
    ]);
    const changes = versionChanges(first, [third, second]);
    expect(Object.fromEntries(changes.map((change) => [change.path, change.text]))).toEqual({ "a.json": "a1", "b.json": "b0", "c.json": null });
  });

  it("of the newest publish changes nothing", () => {
    const only = publish(4, [{ path: "a.json", before: "a0", after: "a1" }]);
    expect(versionChanges(only, [])).toEqual([{ path: "a.json", text: "a1" }]);
  });
});
