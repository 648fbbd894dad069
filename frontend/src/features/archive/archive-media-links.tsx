import { ExternalLink } from 'lucide-react';
import type { ArchiveEntryDto } from '@/api/generated/types.gen';
import { UGC_LINK_REL } from './archive-infobox';

const GROUPS = [
  { key: 'videos', label: 'Videos' },
  { key: 'photos', label: 'Photos' },
  { key: 'links', label: 'Links' },
] as const;

/** The entry's media links, grouped; each opens in a new tab and carries the user-content rel. */
export function ArchiveMediaLinks({ entry }: { entry: ArchiveEntryDto }) {
  const groups = GROUPS.filter((group) => entry[group.key].length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="archive-media" className="flex flex-col gap-3">
      <h2 id="archive-media" className="text-xl font-semibold">
        Media and links
      </h2>
      {groups.map((group) => (
        <div key={group.key}>
          <h3 className="text-sm font-medium text-muted-foreground">{group.label}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {entry[group.key].map((url) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel={UGC_LINK_REL}
                  className="inline-flex items-center gap-1 wrap-anywhere text-primary underline-offset-2 hover:underline"
                >
                  {url}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
