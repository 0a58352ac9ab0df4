/**
 * A leads database for load measurements (npm run bench:heavy, tests/server/heavy-work.test.ts): an
 * owner who can sign in, and many made-up leads written straight into the file in one transaction,
 * in seconds where storing them one by one through the server would take minutes.
 */
import { DatabaseSync } from "@photostructure/sqlite";
import { addPerson } from "../../src/admin/people.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";

export interface SeedOptions {
  /** The owner's email. */
  owner: string;
  /** The owner's stored password hash (passwords.ts's format). */
  passwordHash: string;
  leads: number;
  /** The SQLite thread's module, when not the source's (the tests give the bundled server's). */
  worker?: URL;
}

export async function seedLeadsDatabase(dbFile: string, { owner, passwordHash, leads, worker }: SeedOptions): Promise<void> {
  const storage = await openSqliteLeadStore(dbFile, { worker });
  try {
    const now = new Date();
    const added = await addPerson(storage.accounts(), { email: owner, role: "owner", now, by: null, address: null });
    if (!added.ok) throw new Error(added.problem);
    await storage.accounts().usePasswordToken(hashToken(added.token), passwordHash, now);
  } finally {
    await storage.close();
  }
  const db = new DatabaseSync(dbFile, { timeout: 5000 });
  try {
    const insert = db.prepare(
      "INSERT INTO submissions (lead_key, received_at, form_name, page_path, fields, status, search_text) VALUES (?, ?, 'contact', '/contact', ?, 'new', ?)",
    );
    db.exec("BEGIN");
    for (let i = 0; i < leads; i++) {
      const fields = {
        firstName: "Visitor",
        lastName: `Number ${i}`,
        email: `visitor${i}@example.com`,
        phone: "0412 345 678",
        message: `Refinance help, lead ${i}. `.repeat(4),
      };
      insert.run(`seeded-${i}`, new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), JSON.stringify(fields), `visitor number ${i} visitor${i}@example.com`);
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}
