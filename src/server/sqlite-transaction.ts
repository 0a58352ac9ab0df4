/**
 * The one way this app opens a SQLite transaction. Every transaction here writes, and the server
 * and the admin command (or a second server) share the file. A plain BEGIN reads first and asks
 * for the write lock later; if another process committed in between, SQLite refuses at once with
 * "database is locked", without waiting out busy_timeout (CI saw this adding a person while the
 * server ran). BEGIN IMMEDIATE takes the write lock up front, so the second process waits its turn.
 */
import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";

export function writeTransaction<T>(db: EnhancedDatabaseSync<DatabaseSyncInstance>, work: () => T): T {
  return db.transaction(work).immediate();
}
