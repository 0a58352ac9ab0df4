/** An address's last part from a name: "Mount Druitt" → "mount-druitt", "O'Connell" → "oconnell". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-");
}
