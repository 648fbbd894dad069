import type { OutlineHeading } from '@/lib/article-outline';
import { cn } from '@/lib/cn';

/** Fewer headings than this and the article needs no contents list. */
export const CONTENTS_MIN_HEADINGS = 2;

/** "Contents": links to the article's h2 and h3 anchors (h3 indented under their h2). */
export function ArticleContents({ headings }: { headings: OutlineHeading[] }) {
  if (headings.length < CONTENTS_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="article-contents-title" className="mb-8 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <h2 id="article-contents-title" className="mb-2 font-semibold">
        Contents
      </h2>
      <ol className="flex flex-col gap-1.5">
        {headings.map((heading) => (
          <li key={heading.id} className={cn(heading.level === 3 && 'pl-4')}>
            <a
              href={`#${heading.id}`}
              className="rounded-sm text-muted-foreground hover:text-primary hover:underline focus-visible:text-foreground"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
