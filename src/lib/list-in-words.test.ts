import { describe, expect, it } from "vitest";
import { listInWords } from "./list-in-words.ts";

describe("listInWords", () => {
  it("joins a list as a sentence does, with no comma before the last", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["name"])).toBe("name");
    expect(listInWords(["name", "email"])).toBe("name and email");
    expect(listInWords(["name", "email", "phone"])).toBe("name, email and phone");
  });

  it("keeps items that hold commas apart with semicolons", () => {
    expect(listInWords(["our licensee, Example Pty Ltd", "our host"])).toBe("our licensee, Example Pty Ltd; and our host");
    expect(listInWords(["a", "b, c", "d"])).toBe("a; b, c; and d");
  });
});
