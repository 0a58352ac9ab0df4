/**
 * A picture field in the editor's form shows the picture and a name for it, never its file path in
 * a text box: staff upload a picture, they do not type where it is kept.
 */
import type { UiSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { pictureName } from "../../src/editor/client/form/labels.ts";
import { uiSchemaFor } from "../../src/editor/client/form/ui-schema.ts";
import { editorSchemas } from "../../src/editor/server/schemas.ts";

describe("a picture field", () => {
  it("has no text box for the picture's file path", async () => {
    const { site } = await editorSchemas();
    const photo = ((uiSchemaFor(site as never).broker as UiSchema).photo as UiSchema).src as UiSchema;
    expect(photo["ui:widget"]).toBe("hidden");
  });

  it.each([
    ["pages.config/images/broker.jpg", "broker.jpg"],
    ["pages.config/images/team/office-front.webp", "office-front.webp"],
    [`pages.config/images/upload-${"ab12".repeat(8)}.jpg`, "A JPEG picture uploaded in the back office"],
    [`pages.config/images/upload-${"ab12".repeat(8)}.png`, "A PNG picture uploaded in the back office"],
  ])("names %s as %j", (src, name) => {
    expect(pictureName(src)).toBe(name);
  });
});
