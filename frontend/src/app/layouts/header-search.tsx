import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { searchPath } from '@/lib/paths';

/** Submits to /search?q= with the trimmed, URL-encoded text; an empty search does nothing. */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(searchPath(text));
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search articles
      </label>
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
        className="h-9 w-64 pl-9 xl:w-80"
        autoComplete="off"
      />
    </form>
  );
}
