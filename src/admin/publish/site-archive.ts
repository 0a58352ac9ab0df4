/**
 * A built site (a build/client folder) as one gzipped buffer, so a publish can be kept in the
 * database and unpacked by every other instance (docs/deploying.md, "Several instances").
 *
 * The format is a plain list, no dependency needed: a header line, then for each file its path's
 * length (4 bytes), the path, its size (6 bytes) and its bytes. gzip's own checksum catches a
 * damaged archive; unpacking refuses paths that would leave the folder.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { listFiles } from "../../content/files.ts";

const HEADER = Buffer.from("westline-site-archive 1\n");
const zip = promisify(gzip);
const unzip = promisify(gunzip);

export async function packSite(root: string): Promise<Buffer> {
  const parts: Buffer[] = [HEADER];
  for (const file of listFiles(root)) {
    const name = Buffer.from(file, "utf8");
    const bytes = readFileSync(path.join(root, file));
    const lengths = Buffer.alloc(10);
    lengths.writeUInt32BE(name.length, 0);
    lengths.writeUIntBE(bytes.length, 4, 6);
    parts.push(lengths.subarray(0, 4), name, lengths.subarray(4), bytes);
  }
  // Much of a build is already compressed (.br, .gz, images): a middle level is as small and quicker.
  return zip(Buffer.concat(parts), { level: 6 });
}

/** A path as packSite writes it: relative, forward slashes, nothing that climbs out. */
function safePath(file: string): boolean {
  return (
    file !== "" &&
    !file.startsWith("/") &&
    !file.includes("\\") &&
    !file.includes("\0") &&
    file.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/** Unpacks into `into` (made here, and expected not to exist); throws with the reason when the archive is damaged. */
export async function unpackSite(archive: Buffer, into: string): Promise<number> {
  let data: Buffer;
  try {
    data = await unzip(archive);
  } catch (error) {
    throw new Error(`the archive is damaged (${(error as Error).message})`, { cause: error });
  }
  if (!data.subarray(0, HEADER.length).equals(HEADER)) throw new Error("the archive is not a site archive");
  mkdirSync(into);
  let at = HEADER.length;
  let files = 0;
  const take = (length: number) => {
    if (at + length > data.length) throw new Error("the archive ends in the middle of a file");
    const slice = data.subarray(at, at + length);
    at += length;
    return slice;
  };
  while (at < data.length) {
    const file = take(take(4).readUInt32BE(0)).toString("utf8");
    if (!safePath(file)) throw new Error(`the archive names a file outside the site (${JSON.stringify(file)})`);
    const bytes = take(take(6).readUIntBE(0, 6));
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    writeFileSync(path.join(into, file), bytes);
    files++;
  }
  return files;
}
