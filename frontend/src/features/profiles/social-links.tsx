import { ExternalLink } from 'lucide-react';
import type { ProfileDto } from '@/api/generated/types.gen';

type SocialFields = Pick<ProfileDto, 'twitterHandle' | 'twitchUsername' | 'youtubeChannel' | 'discordUsername'>;

export function youtubeUrl(channel: string): string {
  const value = channel.trim();
  if (value.startsWith('UC')) return `https://www.youtube.com/channel/${encodeURIComponent(value)}`;
  return `https://www.youtube.com/@${encodeURIComponent(value.replace(/^@/, ''))}`;
}

export function hasSocialLinks(profile: SocialFields): boolean {
  return Boolean(profile.twitterHandle || profile.twitchUsername || profile.youtubeChannel || profile.discordUsername);
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground';

/** Twitter, Twitch and YouTube as external links; Discord as plain text (Discord has no public profile address). */
export function SocialLinks({ profile }: { profile: SocialFields }) {
  if (!hasSocialLinks(profile)) return null;
  const external = [
    profile.twitterHandle
      ? {
          label: 'Twitter',
          text: `@${profile.twitterHandle}`,
          href: `https://twitter.com/${encodeURIComponent(profile.twitterHandle)}`,
        }
      : null,
    profile.twitchUsername
      ? {
          label: 'Twitch',
          text: profile.twitchUsername,
          href: `https://www.twitch.tv/${encodeURIComponent(profile.twitchUsername)}`,
        }
      : null,
    profile.youtubeChannel
      ? { label: 'YouTube', text: profile.youtubeChannel, href: youtubeUrl(profile.youtubeChannel) }
      : null,
  ].filter((link) => link !== null);

  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Social links">
      {external.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {/* The name is the visible text plus the words around it, so it contains what is shown. */}
            <span className="text-muted-foreground">{link.label}</span>
            <span className="sr-only">: </span>
            <span>{link.text}</span>
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ))}
      {profile.discordUsername ? (
        <li className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm" data-testid="discord">
          <span className="text-muted-foreground">Discord</span>
          <span className="font-medium">{profile.discordUsername}</span>
        </li>
      ) : null}
    </ul>
  );
}
