import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';

/** The final fallback route: any path no other route matches. */
export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <Button asChild variant="outline">
        <Link to="/">Return Home</Link>
      </Button>
    </section>
  );
}
