/** The body of a form-encoded POST: the fields in order, without empty values. */
export function formBody(fields: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value) params.append(key, value);
  return params.toString();
}

/**
 * POSTs a form to the site root as application/x-www-form-urlencoded, as a native submit would.
 * Success is an OK status; the body is not read. Throws on any other status or a network failure.
 * The fields come from the form's submit (SchemaForm), which adds its page-start fields: the visit's
 * campaign and the submission key (src/forms/page-start-fields.ts).
 */
export async function postForm(fields: Readonly<Record<string, string | undefined>>): Promise<void> {
  const response = await fetch("/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(fields),
  });
  if (!response.ok) throw new Error(`The form post was answered with status ${response.status}`);
}
