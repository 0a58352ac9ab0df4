import { describe, expect, it } from "vitest";
import { utmFields } from "./utm.ts";

describe("utmFields", () => {
  it("takes only the campaign fields the address has", () => {
    expect(utmFields("?utm_source=x&utm_campaign=y&gclid=z")).toEqual({ utm_source: "x", utm_campaign: "y" });
    expect(utmFields("?utm_medium=&utm_source=news")).toEqual({ utm_source: "news" });
    expect(utmFields("")).toEqual({});
  });
});
