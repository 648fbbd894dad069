import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-card/50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          <Link to="/" className="rounded-sm font-semibold text-foreground hover:text-primary">
            {SITE_NAME}
          </Link>{' '}
          · A community wiki for the history of IRL live streaming.
        </p>
        <p>
          &copy; {new Date().getFullYear()} {SITE_NAME} contributors
        </p>
      </div>
    </footer>
  );
}
