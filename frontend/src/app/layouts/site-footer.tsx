import { Link } from 'react-router-dom';
import { useSiteSettings } from '@/lib/site-settings';

/** The footer names the site by the title the admins set in Website settings. */
export function SiteFooter() {
  const { siteTitle } = useSiteSettings();
  return (
    <footer className="mt-16 border-t bg-card/50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          <Link to="/" className="rounded-sm font-semibold text-foreground hover:text-primary">
            <span data-testid="footer-site-title">{siteTitle}</span>
          </Link>{' '}
          · A community wiki for the history of IRL live streaming.
        </p>
        <nav aria-label="About this site" className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/moderation-log" className="rounded-sm hover:text-primary">
            Moderation log
          </Link>
          <Link to="/terms" className="rounded-sm hover:text-primary">
            Terms of Service
          </Link>
          <Link to="/privacy" className="rounded-sm hover:text-primary">
            Privacy Policy
          </Link>
          <Link to="/guidelines" className="rounded-sm hover:text-primary">
            Community Guidelines
          </Link>
        </nav>
        <p>
          &copy; {new Date().getFullYear()} {siteTitle} contributors
        </p>
      </div>
    </footer>
  );
}
