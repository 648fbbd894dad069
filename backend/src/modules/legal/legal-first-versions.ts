/*
 * The first version of each legal document, as the LegalDocuments migration publishes it (and as tests
 * put it back after emptying the tables). Never edit these: a change is a new version, published by an
 * admin from System settings. The HTML uses only tags the articles' sanitiser keeps.
 */

export interface FirstLegalVersion {
  kind: 'terms' | 'privacy' | 'guidelines';
  title: string;
  body: string;
}

const TERMS = `<p>This site is a community wiki about IRL streaming: members write and edit articles, comment, send each other messages and contribute entries to the archive. These terms are the rules of using it.</p>
<h2>Your account</h2>
<p>You sign in only through Google, Discord or Steam; we never see or keep a password. You are responsible for what is done with your account. One person may hold one account; accounts of the same person may be merged.</p>
<h2>What you post</h2>
<p>You keep the rights to what you write, and you let the site show it, keep it in article histories and let other members edit articles you wrote. Everything you post must follow the <a href="/guidelines">Community Guidelines</a>. Moderators and admins may hide, remove or restore what breaks them, and may suspend or ban an account; decisions are recorded in the public moderation log without naming anyone.</p>
<h2>What you may not post</h2>
<ul>
<li>Harassment: insults, threats or pile-ons aimed at a person, here or elsewhere.</li>
<li>Personal information about people: home addresses, phone numbers, private e-mail addresses, real names that people have not made public, or anything that helps someone find a person offline.</li>
<li>Spam: advertising, repeated messages, link farms or posts written to game points and badges.</li>
<li>Anything unlawful, or content you have no right to share.</li>
</ul>
<h2>Points, badges and purchases</h2>
<p>Points and badges have no money value and may be adjusted when they were earned by breaking these terms. Purchases in the store are described where you make them.</p>
<h2>Leaving</h2>
<p>You can delete your account at any time under Settings. Articles you wrote may stay, credited to a "deleted user" placeholder, because others have edited them; everything else about you goes, as the <a href="/privacy">Privacy Policy</a> explains.</p>
<h2>Changes</h2>
<p>When these terms change, a new version is published here with its date, earlier versions stay readable in the history, and signed-in members are asked to accept the new version on their next visit.</p>`;

const PRIVACY = `<p>This policy says what this community wiki keeps about you, why, and how to have it removed.</p>
<h2>How you sign in</h2>
<p>Only through Google, Discord or Steam. From the provider we receive and keep your account id there, your username, display name, e-mail address and avatar as the provider gives them. We never receive a password.</p>
<h2>What we keep and why</h2>
<ul>
<li>Your profile (username, display name, avatar and what else you add to it): to show who wrote what.</li>
<li>What you post: articles and their revisions, comments, messages, submissions to the archive, likes and follows, because they are the site.</li>
<li>Sessions (a cookie, your browser's name and the time of your last visit): to keep you signed in and let you end sessions in Settings.</li>
<li>Points, badges, purchases and notifications: to run those features.</li>
<li>An audit log of actions by ids, and the versions of these documents you accepted: to keep the site safe and to know what you agreed to.</li>
<li>Reports you make and moderation decisions about you: to moderate the site.</li>
</ul>
<p>We do not sell your data and show no third-party advertising. Payments are handled by the payment provider; we keep only what the store needs to deliver what you bought.</p>
<h2>Your data, your choice</h2>
<p>You can download a copy of your data from Settings. You can delete your account under Settings: your sessions, messages, comments, likes, follows, notifications and accepted versions go with it; articles others have edited stay, credited to a "deleted user" placeholder, and moderators' notes about you are cleared.</p>
<h2>Changes</h2>
<p>When this policy changes, a new version is published here with its date, earlier versions stay readable in the history, and signed-in members are asked to accept the new version on their next visit.</p>`;

const GUIDELINES = `<p>This wiki works because members write for each other. These guidelines describe how to take part; the <a href="/terms">Terms of Service</a> are the rules behind them.</p>
<h2>Be fair to people</h2>
<ul>
<li>No harassment: criticise what people do, never attack who they are, and do not pile on.</li>
<li>No personal information about people: no addresses, phone numbers, private contact details or real names that are not public, not even of public figures.</li>
<li>No spam: no advertising, repeated posts or edits made only for points.</li>
</ul>
<h2>Write well</h2>
<ul>
<li>Say where facts come from, with references where you can.</li>
<li>Improve articles rather than starting duplicates; suggest edits when you cannot make them yourself.</li>
<li>Keep comments on the topic of the article.</li>
</ul>
<h2>When something is wrong</h2>
<p>Report it with the Report button instead of answering in kind. Moderators review reports, may hide or remove what breaks these guidelines and may suspend accounts; each decision appears in the public moderation log.</p>`;

/** Terms, privacy and guidelines, version 1 of each. */
export const FIRST_LEGAL_VERSIONS: readonly FirstLegalVersion[] = [
  { kind: 'terms', title: 'Terms of Service', body: TERMS },
  { kind: 'privacy', title: 'Privacy Policy', body: PRIVACY },
  { kind: 'guidelines', title: 'Community Guidelines', body: GUIDELINES },
];
