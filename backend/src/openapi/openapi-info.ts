import { SESSION_COOKIE } from '../common/security/session.middleware.js';

/** Name of the cookie session security scheme in the document. */
export const SESSION_SCHEME = 'session';

/** One tag per area of the API, in the order readers meet them. */
export const API_TAGS: { name: string; description: string }[] = [
  {
    name: 'auth',
    description: "Sign-in with Google, Discord or Steam, the current session, sign-out, the user's own sessions.",
  },
  { name: 'account', description: "The signed-in user's own settings (theme) and deleting their account." },
  { name: 'connections', description: 'Sign-in accounts linked to the signed-in user: list, disconnect, primary.' },
  { name: 'articles', description: 'Wiki articles: feeds, search, tags, writing, revision history.' },
  {
    name: 'article-suggestions',
    description:
      'Suggested edits: members who cannot edit an article propose a change; its author, moderators and admins accept or decline it.',
  },
  {
    name: 'archive',
    description: 'The archive of approved entries: index, search, timeline, entries, history, admin edits.',
  },
  { name: 'engagement', description: 'Likes, views and comments on articles.' },
  { name: 'profiles', description: 'Public profiles, the own profile and avatar, follows and activity.' },
  { name: 'messages', description: 'Direct messages between users, unread counts and a live event stream.' },
  {
    name: 'blocks',
    description:
      'Members the signed-in user blocks: they cannot message or follow them, and their comments are collapsed for them.',
  },
  {
    name: 'legal',
    description:
      'Terms of Service, Privacy Policy and Community Guidelines in published versions, and which versions a member accepted.',
  },
  {
    name: 'moderation-log',
    description:
      'The public moderation log: what was acted on, why and what set it in motion, without the people involved.',
  },
  {
    name: 'reports',
    description:
      'Members report content to the moderators; moderators and admins review open reports per item and act on them.',
  },
  { name: 'points', description: "The signed-in user's points ledger." },
  { name: 'boosts', description: "Spending points to feature one's own article in the home page's Featured slot." },
  {
    name: 'flairs',
    description: 'Flairs: the catalogue, buying with points, applications, the active flair, and their admin.',
  },
  {
    name: 'store',
    description: 'The catalogue of points packs and donate packages the server prices payments from, and its admin.',
  },
  {
    name: 'payments',
    description: 'Card payments through Stripe: PaymentIntents, the signed webhook that credits points, sales reports.',
  },
  {
    name: 'submissions',
    description:
      'Contributed encyclopedia entries (person, event, place, meme, group): submit, own list, people picker, ' +
      'CSV batch uploads with their import status, error report and templates.',
  },
  {
    name: 'support',
    description:
      'Requests to the admins: the public takedown and correction form (anyone, signed in or not), username conflicts, and the admins’ support inbox (status, assignee, due dates, internal notes, replies, outcomes).',
  },
  {
    name: 'data-export',
    description:
      'Download my data: an export of everything the site holds about the signed-in user, built by the worker.',
  },
  {
    name: 'communications',
    description: 'Announcements, e-mail templates, mass messages and the e-mail notification settings.',
  },
  {
    name: 'drafts',
    description: "The editor's autosaved drafts: one per writer and form (a new article, or each article's edit form).",
  },
  {
    name: 'notifications',
    description:
      "The user's notification centre (read state, live events) and the one-click unsubscribe of its e-mails.",
  },
  { name: 'admin', description: 'Moderation and site settings for admins: users, roles, bans, articles, audit log.' },
  {
    name: 'site-settings',
    description: "What every visitor's page is built with: site title, description, theme rules, custom CSS.",
  },
  { name: 'health', description: 'Liveness and dependency status for load balancers and operators.' },
];

/**
 * The document's contact: the site's support form, and SUPPORT_CONTACT_EMAIL when the operator set one
 * (no address is made up: the committed document, built without either, names only who to ask).
 */
export function apiContact(options: { publicUrl?: string; contactEmail?: string }): {
  name: string;
  url?: string;
  email?: string;
} {
  const origin = options.publicUrl && options.publicUrl !== '/' ? options.publicUrl.replace(/\/+$/, '') : undefined;
  return {
    name: 'IRL Stream History support',
    ...(origin ? { url: `${origin}/request-correction` } : {}),
    ...(options.contactEmail ? { email: options.contactEmail } : {}),
  };
}

// The project publishes no licence; say so rather than invent one.
export const API_LICENSE = { name: 'Proprietary: all rights reserved' };

const SIGN_IN_DEVELOPMENT = `
**In development** (with \`ROOT_SIGN_IN_ENABLED\` set, from localhost only) you can sign in as the root admin
without a provider: open [POST /api/auth/root](#/auth/rootLogin), choose *Try it out* and *Execute*. The
browser keeps the cookie and every later *Try it out* call on this page sends it.`;

const description = (production: boolean) => `
API of the community wiki for the history of IRL live streaming. Every path lives under \`/api\`; the site's own
front end uses exactly this API through a client generated from this document.

## Signing in
Sessions are server-side; the browser holds them in the \`${SESSION_COOKIE}\` cookie (httpOnly, SameSite=Lax, Secure
in production, valid for 7 days). Sign-in happens in the browser: a top-level navigation (the site uses a popup) to
[/api/auth/google](/api/auth/google), [/api/auth/discord](/api/auth/discord) or [/api/auth/steam](/api/auth/steam)
(each only when the site has that provider configured, see \`platforms\` in
[GET /api/auth/user](#/auth/getSession)) ends back on the site with the cookie set. Opened in this browser, those
links sign you in here too; come back to this page afterwards.
${production ? '' : SIGN_IN_DEVELOPMENT}

Operations marked with a lock need a session (\`${SESSION_SCHEME}\` security); the others are open to everyone and
may answer differently when signed in. An operation's description names the role it needs when it needs more than a
signed-in user. A banned account's session is ended on its next request, which answers 403.

## Cross-site protection
Requests other than GET, HEAD and OPTIONS that carry an \`Origin\` header (or \`Sec-Fetch-Site\`) must come from the
site's own origin, so a cookie alone never authorises a write from another site: open this page on the site's public
address (not an alias such as 127.0.0.1 for localhost) for *Try it out* to work. Clients outside a browser send
neither header and are not affected.

## Errors
Every error has the same JSON body (\`ErrorResponseDto\`): \`statusCode\`, \`error\` (the HTTP reason phrase),
a human-readable \`message\`, the request \`path\` and a \`timestamp\`. Invalid input answers 400 with
\`message: "Validation failed"\` and \`errors\`, one \`{field, reason}\` per problem (nested fields are dotted);
unknown fields are refused, not ignored. 401 means no session, 403 a missing role, a feature restricted to admins,
a banned account or a cross-site write, 404 an id that does not exist (a malformed id is simply not found).
Unexpected failures answer 500 without details.

## Pagination
Lists are pages: pass \`limit\` (each operation gives its range and default) and, for the next page, the
\`nextCursor\` of the previous one as \`cursor\`. A \`nextCursor\` of \`null\` means there is nothing more. Cursors
are opaque; one not produced by the same list answers 400.

## Rate limits
Limits count requests per client IP address, route and minute, and answer 429 when exceeded: 300 by default,
20 on each sign-in route and 60 on each write (each operation's 429 response says which applies).
Operators tune them with \`RATE_LIMIT_DEFAULT\`, \`RATE_LIMIT_SIGN_IN\` and \`RATE_LIMIT_WRITE\`.
`;

export function apiDescription(production: boolean): string {
  return description(production).trim();
}
