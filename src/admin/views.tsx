/**
 * The back office's pages, rendered on the server to plain HTML: no script at all, so the site's
 * strict Content-Security-Policy holds, and every form works as a plain form post.
 */
import { createContext, useContext, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatDate, officeTime, officeZone, officeZoneName } from "../lib/dates.ts";
import type { FactReview } from "../lib/fact-reviews.ts";
import type { AuditEntry, Person } from "../storage/account-store.ts";
import { MIN_PASSWORD_LENGTH } from "./passwords.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "./roles.ts";
import { asChoices, FilterChoice, Filters } from "./filters.tsx";
import { Table } from "./table.tsx";
import { servedCollections } from "./publish/staff-words.ts";

/** The field every form posts its token in (the session's, or before sign-in the form cookie's). */
export const FORM_TOKEN_FIELD = "form_token";

export interface Viewer {
  person: Pick<Person, "email" | "role">;
  formToken: string;
  /** A number to show beside an area in the menu (the inbox's unread leads), by the area's address. */
  counts?: Record<string, number>;
}

/** The owners' checklist of what to replace or confirm before the site goes live. */
export const GO_LIVE_PATH = "/admin/go-live";

/** The areas of the back office, and who may use each: the home page's links and the menu. */
export const AREAS: { href: string; title: string; text: string; roles: readonly Role[] }[] = [
  {
    href: "/admin/content/",
    title: "Content",
    // The site's collections by what their declarations call them: "The site's pages, clinicians and figures".
    get text() {
      const kinds = ["pages", ...servedCollections().map(({ labelPlural }) => labelPlural), "figures"];
      return `The site's ${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}: change them, see the preview, and save drafts for publishing.`;
    },
    roles: ["owner", "editor"],
  },
  { href: "/admin/leads", title: "Leads", text: "Every lead from the site's forms: call back, note what happened, follow up.", roles: ["owner", "leads"] },
  { href: "/admin/publish", title: "Publish", text: "Put the drafted changes on the live site, with a note saying why.", roles: ["owner", "editor"] },
  {
    href: "/admin/publish/history",
    title: "History",
    text: "Every publish: who, when and what changed. Put an earlier version back.",
    roles: ["owner", "editor"],
  },
  { href: "/admin/people", title: "People", text: "Who can sign in, and with which role. Invite someone or remove them.", roles: ["owner"] },
  {
    href: GO_LIVE_PATH,
    title: "Before going live",
    text: "Every sample detail still to replace and every claim still needing its evidence, each linked to its field.",
    roles: ["owner"],
  },
  { href: "/admin/audit", title: "Activity", text: "Every sign-in, failed sign-in and change to an account, newest first.", roles: ["owner"] },
  { href: "/admin/account", title: "Your account", text: "Your password, and your second factor: a code from an app on your phone.", roles: ROLES },
];

// Every time the back office shows goes through the one formatter the editor and the emails use.
export { officeTime, officeZone, officeZoneName };

/** The business's name from site.json (AdminOptions.brand), for the header and the sign-in code's prompt. */
const BrandContext = createContext<string | undefined>(undefined);
/** Whether the site being served is a demo build (AdminOptions.siteIsDemo); undefined where the server cannot say. */
const DemoContext = createContext<boolean | undefined>(undefined);

export function renderPage(page: ReactNode, brand?: string, demo?: boolean): string {
  return `<!doctype html>${renderToStaticMarkup(
    <BrandContext.Provider value={brand}>
      <DemoContext.Provider value={demo}>{page}</DemoContext.Provider>
    </BrandContext.Provider>,
  )}`;
}

/**
 * Every signed-in page says whether visitors see the real site or the demo: staff in the trial
 * published for days without knowing search engines were kept out and sample licence numbers shown.
 */
function SiteState({ role }: { role: Role }) {
  const demo = useContext(DemoContext);
  if (demo === undefined) return null;
  if (!demo)
    return (
      <p className="site-state live" data-testid="site-state">
        <strong>Live site.</strong> Search engines may list it.
      </p>
    );
  return (
    <p className="site-state demo" data-testid="site-state">
      <strong>Demo site: not live yet.</strong> Until an owner goes live, search engines are asked not to list it.{" "}
      {role === "owner" ? <a href={GO_LIVE_PATH}>Before going live</a> : "An owner can see what is left to do before going live."}
    </p>
  );
}

/** `refresh`: seconds after which the browser reloads the page (a publish's progress; no script needed). */
export function Layout({
  title,
  viewer,
  current,
  narrow,
  refresh,
  children,
}: {
  title: string;
  viewer?: Viewer;
  current?: string;
  narrow?: boolean;
  refresh?: number;
  children: ReactNode;
}) {
  const brand = useContext(BrandContext);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refresh !== undefined && <meta httpEquiv="refresh" content={String(refresh)} />}
        <title>{`${title} · Back office`}</title>
        <link rel="stylesheet" href="/admin/admin.css" />
      </head>
      <body>
        <header className="bar">
          <div className="bar-inner">
            <a className="brand" href="/admin">
              {brand ?? "Back office"}
              {brand && <small>Back office</small>}
            </a>
            {viewer && (
              <nav aria-label="Back office">
                <ul className="nav">
                  {AREAS.filter((area) => area.roles.includes(viewer.person.role)).map((area) => (
                    <li key={area.href}>
                      <a href={area.href} aria-current={current === area.href ? "page" : undefined}>
                        {area.title}
                        {viewer.counts?.[area.href] ? ` (${viewer.counts[area.href]})` : ""}
                      </a>
                    </li>
                  ))}
                  <li>
                    <form method="post" action="/admin/sign-out">
                      <input type="hidden" name={FORM_TOKEN_FIELD} value={viewer.formToken} />
                      <button type="submit">Sign out</button>
                    </form>
                  </li>
                </ul>
              </nav>
            )}
          </div>
          {viewer && <SiteState role={viewer.person.role} />}
        </header>
        <main className={narrow ? "narrow" : undefined}>{children}</main>
      </body>
    </html>
  );
}

export const Alert = ({ kind, children }: { kind: "error" | "ok"; children: ReactNode }) =>
  children ? (
    <p className={`alert ${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </p>
  ) : null;

export const Token = ({ value }: { value: string }) => <input type="hidden" name={FORM_TOKEN_FIELD} value={value} />;

/** `origin`: the address this page was opened at, so the command's link leads back here whatever port or host the server has. */
export function FirstRunPage({ origin }: { origin: string }) {
  return (
    <Layout title="Set up the back office" narrow>
      <h1>Set up the back office</h1>
      <p>Nobody has an account yet. Whoever runs the server makes the first one, for an owner, on the server itself:</p>
      <code className="code">{`SITE_URL=${origin} npm run admin -- add-user you@example.com.au --role owner`}</code>
      <p>
        It prints a link that works once, for 24 hours. Open it to choose your password, then sign in here. Owners invite everyone else from the People page.
      </p>
    </Layout>
  );
}

export function SignInPage({ formToken, email = "", error, notice }: { formToken: string; email?: string; error?: string; notice?: string }) {
  return (
    <Layout title="Sign in" narrow>
      <h1>Sign in</h1>
      <Alert kind="ok">{notice}</Alert>
      <Alert kind="error">{error}</Alert>
      <form method="post" action="/admin/sign-in" className="panel">
        <Token value={formToken} />
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button className="button" type="submit">
          Sign in
        </button>
      </form>
      <p className="muted">Forgotten your password? Ask an owner to remove you and invite you again.</p>
    </Layout>
  );
}

export function CodePage({ formToken, error }: { formToken: string; error?: string }) {
  const brand = useContext(BrandContext);
  return (
    <Layout title="Your code" narrow>
      <h1>Your code</h1>
      <p className="lede">
        Open the authenticator app on your phone and type the 6-digit code it shows for {brand ? `the ${brand} back office` : "this back office"}.
      </p>
      <Alert kind="error">{error}</Alert>
      <form method="post" action="/admin/sign-in/code" className="panel">
        <Token value={formToken} />
        <label htmlFor="code">Code</label>
        <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required />
        <button className="button" type="submit">
          Continue
        </button>
      </form>
    </Layout>
  );
}

/** A new password, typed twice: the server checks that the two agree and that it is strong enough (passwords.ts). */
const NewPassword = () => (
  <>
    <label htmlFor="password">
      New password<span className="hint">At least {MIN_PASSWORD_LENGTH} characters. A few ordinary words in a row work well.</span>
    </label>
    <input id="password" name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
    <label htmlFor="again">The same password again</label>
    <input id="again" name="again" type="password" autoComplete="new-password" required />
  </>
);

export function SetPasswordPage({ formToken, token, email, error }: { formToken: string; token: string; email: string; error?: string }) {
  return (
    <Layout title="Choose your password" narrow>
      <h1>Choose your password</h1>
      <p className="lede">For {email}. This link works once; after this you sign in with your email and this password.</p>
      <Alert kind="error">{error}</Alert>
      <form method="post" action="/admin/set-password" className="panel">
        <Token value={formToken} />
        <input type="hidden" name="token" value={token} />
        <input type="email" name="username" autoComplete="username" defaultValue={email} hidden readOnly />
        <NewPassword />
        <button className="button" type="submit">
          Save password
        </button>
      </form>
    </Layout>
  );
}

/** The current password, asked for again before anything that changes how one signs in. */
const CurrentPassword = ({ email, hint }: { email: string; hint: string }) => (
  <>
    <input type="email" name="username" autoComplete="username" defaultValue={email} hidden readOnly />
    <label htmlFor="current">
      Your current password<span className="hint">{hint}</span>
    </label>
    <input id="current" name="current" type="password" autoComplete="current-password" required />
  </>
);

export function ChangePasswordPage({ viewer, error }: { viewer: Viewer; error?: string }) {
  return (
    <Layout title="Change your password" viewer={viewer} current="/admin/account">
      <h1>Change your password</h1>
      <p className="lede">For {viewer.person.email}. Anyone signed in as you on another computer or phone is signed out when you save.</p>
      <Alert kind="error">{error}</Alert>
      <form method="post" action="/admin/account/password" className="panel">
        <Token value={viewer.formToken} />
        <CurrentPassword email={viewer.person.email} hint="So that nobody else can change it from a computer you left signed in." />
        <NewPassword />
        <button className="button" type="submit">
          Save password
        </button>
      </form>
      <p>
        <a href="/admin/account">Back to your account</a>
      </p>
    </Layout>
  );
}

export function MessagePage({ title, text, viewer, link }: { title: string; text: string; viewer?: Viewer; link?: { href: string; label: string } }) {
  return (
    <Layout title={title} viewer={viewer} narrow={!viewer}>
      <h1>{title}</h1>
      <p>{text}</p>
      {link && (
        <p>
          <a href={link.href}>{link.label}</a>
        </p>
      )}
    </Layout>
  );
}

export function HomePage({ viewer, overdueFacts = [] }: { viewer: Viewer; overdueFacts?: readonly FactReview[] }) {
  const { person } = viewer;
  return (
    <Layout title="Home" viewer={viewer} current="/admin">
      <h1>Hello, {person.email}</h1>
      {overdueFacts.length > 0 && (
        <div role="alert" className="alert error" data-testid="overdue-facts">
          <p>
            The live site states figures that were due to be checked against their source. Until someone does, visitors may be reading out-of-date figures, and
            the site will not build again:
          </p>
          <ul>
            {overdueFacts.map((review) => (
              <li key={review.fact}>
                The figures in force from {formatDate(review.effectiveFrom)}, from {review.source.publisher}&apos;s{" "}
                <a href={review.source.url}>{review.source.title}</a>, were due for review on {formatDate(review.reviewBy)}.
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="lede">
        You are signed in as <span className="tag">{ROLE_LABELS[person.role]}</span>, for {ROLE_DESCRIPTIONS[person.role]}.
      </p>
      <ul className="cards">
        {AREAS.filter((area) => area.roles.includes(person.role)).map((area) => (
          <li key={area.href}>
            <a href={area.href}>
              <strong>{area.title}</strong>
              <span>{area.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export function PeoplePage({
  viewer,
  people,
  invited,
  error,
  notice,
}: {
  viewer: Viewer;
  /** `locked`: some address is held off the account after failed sign-ins. */
  people: (Person & { locked: boolean })[];
  invited?: { email: string; link: string };
  error?: string;
  notice?: string;
}) {
  return (
    <Layout title="People" viewer={viewer} current="/admin/people">
      <h1>People</h1>
      <Alert kind="error">{error}</Alert>
      <Alert kind="ok">{notice}</Alert>
      {invited && (
        <div className="alert ok" role="status">
          <p>{invited.email} can now choose a password. Send them this link (by email or message); it works once, for 24 hours:</p>
          <code className="code">{invited.link}</code>
        </div>
      )}
      <h2 id="invite-someone">Invite someone</h2>
      {/* Named by its heading, so it is found as "the Invite someone form", not as the page's first email field. */}
      <form method="post" action="/admin/people" className="panel row" aria-labelledby="invite-someone">
        <Token value={viewer.formToken} />
        <div>
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" required />
        </div>
        <div>
          <label htmlFor="role">Role</label>
          <select id="role" name="role" defaultValue="editor">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <button className="button" type="submit">
          Invite
        </button>
      </form>
      <ul className="roles">
        {ROLES.map((role) => (
          <li key={role}>
            {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      <h2>Everyone with an account</h2>
      <Table
        columns={[{ heading: "Email", bare: true }, { heading: "Role", bare: true }, { heading: "State" }, { heading: "Remove", hidden: true }]}
        rows={people.map((person) => ({
          key: person.id,
          cells: [
            person.email,
            <span className="tag">{ROLE_LABELS[person.role]}</span>,
            <>
              {person.has_password ? (person.has_totp ? "Active, with a second factor" : "Active") : "Invited: link not used yet"}
              {person.locked && (
                <form method="post" action="/admin/people/unlock">
                  <Token value={viewer.formToken} />
                  <input type="hidden" name="email" value={person.email} />
                  <span>Held off after too many failed sign-ins. </span>
                  <button className="button" type="submit" aria-label={`Unlock ${person.email}`}>
                    Unlock
                  </button>
                </form>
              )}
            </>,
            person.email === viewer.person.email ? (
              <span className="muted">You</span>
            ) : (
              <form method="post" action="/admin/people/remove">
                <Token value={viewer.formToken} />
                <input type="hidden" name="email" value={person.email} />
                <button className="button danger" type="submit" aria-label={`Remove ${person.email}`}>
                  Remove
                </button>
              </form>
            ),
          ],
        }))}
      />
    </Layout>
  );
}

/** The Activity page's filters as typed (empty: not filtered), and the choices it offers. */
export interface AuditFilters {
  person: string;
  action: string;
  /** Office days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The Activity page's address for these filters, and the page of lines older than `before`. */
export function auditHref(filters: AuditFilters, before?: number): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (before !== undefined) query.set("before", String(before));
  const search = query.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

const tries = (count: number) => (count > 1 ? ` (${count} tries that hour)` : "");

export function AuditPage({
  viewer,
  entries,
  filters,
  choices,
  older,
  paged,
}: {
  viewer: Viewer;
  entries: AuditEntry[];
  filters: AuditFilters;
  choices: { people: readonly string[]; actions: readonly string[] };
  /** The id to page on from, when there are older lines than these. */
  older?: number;
  /** Whether this is a page after the first. */
  paged: boolean;
}) {
  const narrowed = Object.values(filters).some((value) => value !== "");
  return (
    <Layout title="Activity" viewer={viewer} current="/admin/audit">
      <h1>Activity</h1>
      <p className="lede">
        {paged ? "Older events" : "The latest events"}
        {narrowed ? " that match the filter" : ""}, newest first. Failed sign-ins from one address are counted on one line an hour.
      </p>
      <form method="get" action="/admin/audit">
        <Filters what="person, action or date" narrowed={narrowed} from={filters.from} to={filters.to} clearHref="/admin/audit">
          <FilterChoice name="person" label="Who" value={filters.person} everything="Anyone" choices={asChoices(choices.people)} />
          <FilterChoice name="action" label="What" value={filters.action} everything="Anything" choices={asChoices(choices.actions)} />
        </Filters>
      </form>
      {entries.length === 0 ? (
        <p>Nothing {narrowed ? "matches the filter" : "has happened yet"}.</p>
      ) : (
        <Table
          columns={[{ heading: `When ${officeZone()}`, bare: true }, { heading: "Who" }, { heading: "What", bare: true }, { heading: "From" }]}
          rows={entries.map((entry) => ({
            key: entry.id,
            cells: [
              officeTime(entry.at, { zone: false }),
              entry.actor ?? "—",
              <>
                {entry.action}
                {entry.detail ? `: ${entry.detail}` : ""}
                {tries(entry.count)}
              </>,
              entry.address ?? "—",
            ],
          }))}
        />
      )}
      <p className="pager">
        {paged && <a href={auditHref(filters)}>Newest events</a>}
        {older !== undefined && <a href={auditHref(filters, older)}>Older events</a>}
      </p>
    </Layout>
  );
}

export function AccountPage({
  viewer,
  hasTotp,
  setup,
  error,
  notice,
  required,
}: {
  viewer: Viewer;
  hasTotp: boolean;
  /** `qr`: the set-up link as an SVG QR code, drawn on the server (qr.ts). */
  setup?: { secret: string; uri: string; qr: string };
  error?: string;
  notice?: string;
  required?: boolean;
}) {
  return (
    <Layout title="Your account" viewer={viewer} current="/admin/account">
      <h1>Your account</h1>
      <p className="lede">
        {viewer.person.email}, <span className="tag">{ROLE_LABELS[viewer.person.role]}</span>
      </p>
      {required && <Alert kind="error">Owners must use a second factor here. Set it up below before anything else.</Alert>}
      <Alert kind="error">{error}</Alert>
      <Alert kind="ok">{notice}</Alert>
      <h2>Password</h2>
      <p>
        <a href="/admin/account/password">Change your password</a>
      </p>
      <h2>Second factor</h2>
      {hasTotp ? (
        <form method="post" action="/admin/account/totp/off" className="panel">
          <p>On: signing in asks for a code from your authenticator app.</p>
          <Token value={viewer.formToken} />
          <CurrentPassword email={viewer.person.email} hint="Turning the second factor off needs your password again." />
          <label htmlFor="code">
            To turn it off, type the app's current code<span className="hint">Without it, anyone who learns your password can sign in as you.</span>
          </label>
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <button className="button quiet" type="submit">
            Turn off the second factor
          </button>
        </form>
      ) : (
        setup && (
          <form method="post" action="/admin/account/totp" className="panel">
            <p>
              Off. To turn it on, add this account to an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the
              like):
            </p>
            <div className="qr-setup">
              {/* The library's own SVG markup, made on this server from the set-up link: no visitor's text is in it. */}
              <div className="qr" role="img" aria-label="QR code to scan with your authenticator app" dangerouslySetInnerHTML={{ __html: setup.qr }} />
              <div>
                <p>Scan this code with the app, or choose to enter a setup key and type this key:</p>
                <code className="code">{setup.secret}</code>
              </div>
            </div>
            <p>or, if the app takes a link, paste this one:</p>
            <code className="code">{setup.uri}</code>
            <Token value={viewer.formToken} />
            <input type="hidden" name="secret" value={setup.secret} />
            <CurrentPassword email={viewer.person.email} hint="Turning the second factor on needs your password again." />
            <label htmlFor="code">Then type the 6-digit code the app shows</label>
            <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
            <button className="button" type="submit">
              Turn on the second factor
            </button>
          </form>
        )
      )}
    </Layout>
  );
}
