import type { ReactNode } from 'react';
import { isHttpUrl } from '@irl/shared';

/** rel of every link a user typed in: no window.opener, no referrer, no ranking credit. */
export const UGC_REL = 'noopener noreferrer nofollow ugc';

/**
 * A link a user provided, opened in a new tab with UGC_REL. Anything that is not an http(s) URL
 * (the server refuses those, but old or foreign data may hold one) is shown as text, never as a link.
 */
export function UgcLink({ href, children, className }: { href: string; children?: ReactNode; className?: string }) {
  if (!isHttpUrl(href)) return <span className={className}>{children ?? href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel={UGC_REL}
      className={className ?? 'wrap-anywhere text-primary underline-offset-4 hover:underline'}
    >
      {children ?? href}
    </a>
  );
}
