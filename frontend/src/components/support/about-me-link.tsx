import { Link } from 'react-router-dom';

/**
 * "This entry is about me": opens the public takedown and correction form for an article or archive
 * entry. Shown to everyone, signed in or not.
 */
export function AboutMeLink({ subject, id }: { subject: 'article' | 'entry'; id: number }) {
  return (
    <Link
      to={`/request-correction?${subject}=${id}`}
      className="self-start rounded-sm text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
    >
      This entry is about me
    </Link>
  );
}
