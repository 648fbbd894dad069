import { ExternalLink } from 'lucide-react';
import type { ArticleReferenceDto } from '@/api/generated/types.gen';
import { referenceAnchor } from '@/lib/article-citations';
import { formatDate } from '@/lib/format';

const BACKLINK_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * "References": the article's sources as numbered footnotes. Each has its own anchor (#ref-n) and,
 * for every place the text cites it, a link back there (^ for one, ^a ^b ... for several).
 */
export function ArticleReferences({
  references,
  backlinks,
}: {
  references: ArticleReferenceDto[];
  backlinks: Map<number, string[]>;
}) {
  if (references.length === 0) return null;
  return (
    <section
      aria-labelledby="article-references-title"
      className="mt-10 border-t pt-6"
      data-testid="article-references"
    >
      <h2 id="article-references-title" className="mb-3 font-serif text-2xl font-semibold tracking-tight">
        References
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {references.map((reference) => (
          <li
            key={reference.number}
            id={referenceAnchor(reference.number)}
            className="flex scroll-mt-20 gap-2 rounded-md px-1 target:bg-primary/10"
          >
            <span className="min-w-[2ch] font-medium text-muted-foreground tabular-nums">{reference.number}.</span>
            <span className="min-w-0 flex-1 break-words">
              <Backlinks number={reference.number} anchors={backlinks.get(reference.number) ?? []} />
              <ReferenceText reference={reference} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Backlinks({ number, anchors }: { number: number; anchors: string[] }) {
  if (anchors.length === 0) return null;
  const linkClass =
    'mr-1 rounded-sm font-semibold text-primary no-underline hover:underline focus-visible:outline-2 focus-visible:outline-ring';
  if (anchors.length === 1) {
    return (
      <a href={`#${anchors[0]}`} aria-label={`Back to citation ${number} in the text`} className={linkClass}>
        ^
      </a>
    );
  }
  return (
    <span className="mr-1">
      <span aria-hidden="true">^ </span>
      {anchors.map((anchor, index) => (
        <a
          key={anchor}
          href={`#${anchor}`}
          aria-label={`Back to citation ${number}, place ${index + 1}, in the text`}
          className={linkClass}
        >
          <sup>{BACKLINK_LETTERS[index] ?? index + 1}</sup>
        </a>
      ))}
    </span>
  );
}

function ReferenceText({ reference }: { reference: ArticleReferenceDto }) {
  const details = [
    reference.kind === 'stream' ? reference.title : reference.publisher,
    reference.kind === 'stream' ? reference.publisher : null,
    // A calendar day: read at midday UTC so no time zone moves it to the day before.
    reference.date ? formatDate(`${reference.date}T12:00:00Z`) : null,
  ].filter(Boolean);
  return (
    <>
      {reference.link ? (
        <a
          href={reference.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
        >
          {reference.label}
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium">{reference.label}</span>
      )}
      {details.length > 0 ? <span className="text-muted-foreground">. {details.join(', ')}</span> : null}
    </>
  );
}
