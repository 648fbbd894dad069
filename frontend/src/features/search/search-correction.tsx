import { Link } from 'react-router-dom';
import type { SearchPageState } from './use-search-page';

const LINK_CLASS = 'rounded-sm font-semibold text-primary underline-offset-2 hover:underline';

/**
 * What the server did with a typo, above the results: "Showing results for 'x' / Search instead for
 * 'y'" when the results are for the correction (the typed words found nothing), or "Did you mean
 * 'x'?" when they are for the typed words and the correction finds more. Nothing otherwise.
 */
export function SearchCorrection({ search }: { search: SearchPageState }) {
  if (search.correctedQuery) return <ShowingResultsFor search={search} corrected={search.correctedQuery} />;
  return <DidYouMean search={search} />;
}

function ShowingResultsFor({ search, corrected }: { search: SearchPageState; corrected: string }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-testid="search-corrected">
      <p>
        Showing results for{' '}
        <Link to={search.urlFor(corrected)} className={LINK_CLASS}>
          {`'${corrected}'`}
        </Link>
      </p>
      <p className="text-muted-foreground">
        Search instead for{' '}
        <Link to={search.exactUrl} className={LINK_CLASS}>
          {`'${search.q}'`}
        </Link>
      </p>
    </div>
  );
}

/** "Did you mean 'x'?": searches the suggested words with the same order and filters. */
export function DidYouMean({ search }: { search: SearchPageState }) {
  if (!search.suggestedQuery) return null;
  return (
    <p className="text-sm" data-testid="did-you-mean">
      Did you mean{' '}
      <Link to={search.urlFor(search.suggestedQuery)} className={LINK_CLASS}>
        {`'${search.suggestedQuery}'`}
      </Link>
      ?
    </p>
  );
}
