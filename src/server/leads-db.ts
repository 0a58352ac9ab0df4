/**
 * Where leads are kept: one SQLite file. WAL with synchronous=FULL means a write has reached the
 * disk before the insert returns, so a visitor who was told "sent" has a lead that survives a
 * crash or power cut. The schema is versioned with PRAGMA user_version.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export interface NewLead {
  formName: string;
  pagePath: string | undefined;
  fields: Record<string, string>;
  remoteAddress: string | undefined;
  userAgent: string | undefined;
}

export interface StoredLead {
  id: number;
  received_at: string;
  form_name: string;
  page_path: string | null;
  fields: Record<string, string>;
  remote_hash: string | null;
  user_agent: string | null;
  notified_at: string | null;
}

interface LeadRow extends Omit<StoredLead, "fields"> {
  fields: string;
}

/** Each entry moves the schema one version on; never edit one that has shipped, add a new one. */
const MIGRATIONS: string[] = [
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL,
     form_name TEXT NOT NULL,
     page_path TEXT,
     fields TEXT NOT NULL,
     remote_hash TEXT,
     user_agent TEXT
   );
   CREATE INDEX submissions_received_at ON submissions (received_at);
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `ALTER TABLE submissions ADD COLUMN notified_at TEXT;`,
];

export class LeadsDbError extends Error {}

/**
 * mkdir -p, one level at a time: Node's recursive mkdirSync never returns for some paths
 * (e.g. below /proc), and a start-up must fail with a message rather than hang.
 */
function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    if (current === path.dirname(current)) break;
    missing.unshift(current);
  }
  for (const folder of missing) mkdirSync(folder);
}

export class LeadsDb {
  private readonly db: Database.Database;
  private readonly salt: string;
  private readonly pending: { lead: NewLead; receivedAt: Date; resolve: (id: number) => void; reject: (error: unknown) => void }[] = [];
  private readonly insertLead: Database.Statement<[string, string, string | null, string, string | null, string | null], void>;

  constructor(file: string, salt?: string) {
    try {
      if (file !== ":memory:") makeFolders(path.dirname(path.resolve(file)));
      this.db = new Database(file, { timeout: 5000 });
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = FULL");
      this.migrate();
    } catch (error) {
      throw new LeadsDbError(
        `The leads database ${file} cannot be opened or created (${(error as Error).message}). ` +
          "Check that its folder exists and is writable by this user, or set LEADS_DB to another file.",
      );
    }
    this.salt = salt ?? this.storedSalt();
    this.insertLead = this.db.prepare(
      "INSERT INTO submissions (received_at, form_name, page_path, fields, remote_hash, user_agent) VALUES (?, ?, ?, ?, ?, ?)",
    );
  }

  private migrate(): void {
    const version = this.db.pragma("user_version", { simple: true }) as number;
    if (version > MIGRATIONS.length)
      throw new Error(`it was written by a newer version of this server (schema ${version}, this one knows ${MIGRATIONS.length})`);
    for (let next = version; next < MIGRATIONS.length; next++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[next] ?? "");
        this.db.pragma(`user_version = ${next + 1}`);
      })();
    }
  }

  private storedSalt(): string {
    const row = this.db.prepare("SELECT value FROM settings WHERE key = 'address_salt'").get() as { value: string } | undefined;
    if (row) return row.value;
    const salt = randomBytes(32).toString("hex");
    this.db.prepare("INSERT INTO settings (key, value) VALUES ('address_salt', ?)").run(salt);
    return salt;
  }

  /** A salted hash lets the broker see that two leads came from one address without keeping it. */
  hashAddress(address: string): string {
    return createHash("sha256").update(this.salt).update(address).digest("hex");
  }

  /** Stores a lead; when this returns the lead is on disk. */
  insert(lead: NewLead, receivedAt: Date = new Date()): number {
    const result = this.insertLead.run(
      receivedAt.toISOString(),
      lead.formName,
      lead.pagePath ?? null,
      JSON.stringify(lead.fields),
      lead.remoteAddress ? this.hashAddress(lead.remoteAddress) : null,
      lead.userAgent?.slice(0, 500) ?? null,
    ) as unknown as { lastInsertRowid: number | bigint };
    return Number(result.lastInsertRowid);
  }

  /**
   * Stores a lead and resolves once it is on disk. Leads arriving together share one transaction
   * and so one fsync ("group commit"): with synchronous=FULL the disk flush, not the CPU, limits
   * how many leads a second can be taken, and a burst need not pay one flush per lead.
   */
  store(lead: NewLead, receivedAt: Date = new Date()): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ lead, receivedAt, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending.splice(0);
    try {
      const ids = this.db.transaction(() => batch.map(({ lead, receivedAt }) => this.insert(lead, receivedAt)))();
      batch.forEach(({ resolve }, i) => resolve(ids[i] ?? 0));
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  markNotified(id: number, at: Date = new Date()): void {
    this.db.prepare("UPDATE submissions SET notified_at = ? WHERE id = ?").run(at.toISOString(), id);
  }

  /** Most recent first; all of them when limit is omitted. */
  list(limit?: number): StoredLead[] {
    const rows = (
      limit === undefined
        ? this.db.prepare("SELECT * FROM submissions ORDER BY id DESC").all()
        : this.db.prepare("SELECT * FROM submissions ORDER BY id DESC LIMIT ?").all(limit)
    ) as LeadRow[];
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
  }

  /** Leads stored but not yet announced, e.g. because the mail server was down at the time. */
  unnotified(since: Date): StoredLead[] {
    const rows = this.db
      .prepare("SELECT * FROM submissions WHERE notified_at IS NULL AND received_at >= ? ORDER BY id")
      .all(since.toISOString()) as LeadRow[];
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
  }

  count(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM submissions").get() as { n: number }).n;
  }

  /** For /healthz: a read that fails when the file has gone or the disk is unreadable. */
  healthy(): boolean {
    try {
      this.db.prepare("SELECT id FROM submissions LIMIT 1").get();
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
