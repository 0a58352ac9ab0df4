/**
 * Test files share loaded modules (vitest.config.ts: isolate: false), but each must start as a
 * fresh process would: reading a site sets how amounts are written (src/lib/money.ts), so a file
 * that read another site (the starter writes pounds) would change what the next file sees.
 */
import { UNREAD_SITE_MONEY, writeAmountsIn } from "../../src/lib/money.ts";

writeAmountsIn(UNREAD_SITE_MONEY);
