import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The article page for an id that does not exist (or was removed), with a way home. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Article Not Found</h1>
      <p className="text-muted-foreground">
        The article you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Button asChild className="mt-2">
        <Link to="/">Return Home</Link>
      </Button>
    </section>
  );
}
