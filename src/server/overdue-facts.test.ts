import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { factReviewsOf } from "../lib/fact-reviews.ts";
import { logOverdueFacts, mailOverdueFacts } from "./overdue-facts.ts";

const source = { publisher: "Australian Taxation Office", title: "Tax rates", url: "https://www.ato.gov.au/rates" };
const facts = {
  "income-tax": {
    periods: [
      { effectiveFrom: "2025-07-01", reviewBy: "2026-06-30", source, brackets: [] },
      { effectiveFrom: "2026-07-01", reviewBy: "2027-05-31", source, brackets: [] },
    ],
  },
  "nsw-transfer-duty": { periods: [{ effectiveFrom: "2025-07-01", reviewBy: "2026-10-31", source: { ...source, publisher: "Revenue NSW" } }] },
  claims: { statements: { lenders: { value: "40+" } } },
};

function logged(today: string): string[] {
  const lines: string[] = [];
  logOverdueFacts(factReviewsOf(facts), { warn: (_fields: object, message: string) => void lines.push(message) }, today);
  return lines;
}

describe("logOverdueFacts", () => {
  it("logs each fact whose set in force has passed its review date, once, naming where to check it", () => {
    expect(logged("2026-11-25")).toEqual([
      `the live site states figures past their review date (nsw-transfer-duty, due 2026-10-31): check them against Revenue NSW's "Tax rates", update the fact file and publish`,
    ]);
  });

  it("says nothing while every set in force is within its date", () => {
    expect(logged("2026-10-31")).toEqual([]);
  });
});

describe("mailOverdueFacts", () => {
  // A mail server on a loopback port that keeps what it receives.
  const received: { to: string[]; message: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => (received.push({ to: session.envelope.rcptTo.map((r) => r.address), message: raw.replace(/=\r?\n/g, "") }), done()));
    },
  });
  const listening = new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
  const smtpUrl = async () => (await listening, `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`);

  it("emails the owners once, listing each overdue figure with its source and the back office's address", async () => {
    const overdue = logOverdueFacts(factReviewsOf(facts), { warn: () => undefined }, "2026-11-25");
    await mailOverdueFacts(overdue, {
      smtpUrl: await smtpUrl(),
      from: "site@example.com",
      to: ["ann@example.com", "bo@example.com"],
      siteUrl: "https://www.example.com/",
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["ann@example.com", "bo@example.com"]);
    expect(received[0]?.message).toContain("Subject: Figures on the website are past their review date (1)");
    expect(received[0]?.message).toContain("nsw-transfer-duty: the figures in force from 1 July 2025 were due for review on 31 October 2026");
    expect(received[0]?.message).toContain("https://www.example.com/admin");
  });

  it("sends nothing when nothing is overdue", async () => {
    const before = received.length;
    await mailOverdueFacts([], { smtpUrl: await smtpUrl(), from: "site@example.com", to: ["ann@example.com"] });
    expect(received).toHaveLength(before);
  });
});
