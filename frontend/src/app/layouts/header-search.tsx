import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/paths';

type HeaderSearchProps = {
  className?: string;
  /** 'inline': the header's box on large screens; 'sheet': full width with a Search button, in the menu sheet. */
  variant?: 'inline' | 'sheet';
  /** Called after a search navigates (the menu sheet closes itself). */
  onSearched?: () => void;
};

/** The words of the search page's URL ('' on any other page). */
function searchedWords(pathname: string, search: string): string {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * Submits to /search?q= with the trimmed, URL-encoded text; an empty search does nothing. On the
 * search page the box shows the words searched (also after Back, or a "Did you mean" link).
 */
export function HeaderSearch({ className, variant = 'inline', onSearched }: HeaderSearchProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const searched = searchedWords(location.pathname, location.search);
  const [text, setText] = useState(searched);
  const [shownSearch, setShownSearch] = useState(searched);
  const sheet = variant === 'sheet';

  // A new search URL puts its words in the box; leaving the search page empties it (set while
  // rendering, as React advises for state that follows a prop, not in an effect).
  if (shownSearch !== searched) {
    setShownSearch(searched);
    setText(searched);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(searchPath(text));
    onSearched?.();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn(sheet ? 'flex gap-2' : 'relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
      <div className={cn('relative', sheet && 'min-w-0 flex-1')}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search articles..."
          className={sheet ? 'h-11 pl-9' : 'h-9 w-64 pl-9 xl:w-72'}
          autoComplete="off"
        />
      </div>
      {sheet ? (
        <Button type="submit" className="h-11">
          Search
        </Button>
      ) : null}
    </form>
  );
}
