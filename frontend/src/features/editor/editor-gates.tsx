import { Lock, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ArticleDto, CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { loginUrl } from '@/lib/api-urls';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRouteArticle } from '@/lib/use-route-article';

/** A centred message screen for the editor pages (signed out, no permission, not found). */
export function EditorMessage({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <Lock aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </section>
  );
}

/** Signed-out visitors see 'Please Sign In' with a button to the server's login address. */
export function PleaseSignIn({ what }: { what: string }) {
  return (
    <EditorMessage
      title="Please Sign In"
      action={
        <Button asChild className="mt-2">
          <a href={loginUrl()}>
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        </Button>
      }
    >
      You need to be signed in to {what}.
    </EditorMessage>
  );
}

/**
 * An editor of the article in the route: the page title, then what shows instead of the editor (not
 * found, loading, signed out, failed to load, or `refusal` for this user and article) until it can open.
 */
export function RouteArticleEditor({
  title,
  signInFor,
  refusal,
  children,
}: {
  /** The page title, once the article is loaded and before. */
  title: (article: ArticleDto | undefined) => string;
  /** What signing in is needed for ('edit articles'). */
  signInFor: string;
  /** The message when this user may not open this editor on this article; null when they may. */
  refusal: (user: CurrentUserDto, article: ArticleDto) => ReactNode;
  children: (article: ArticleDto, user: CurrentUserDto) => ReactNode;
}) {
  const { article, notFound } = useRouteArticle();
  const session = useSession();
  usePageMeta({ title: title(article.data) });

  if (notFound) {
    return (
      <EditorMessage title="Article Not Found">
        The article you&apos;re looking for doesn&apos;t exist or has been removed.
      </EditorMessage>
    );
  }
  if (session.isPending || article.isPending) return <LoadingScreen />;
  const { user } = session;
  if (!user) return <PleaseSignIn what={signInFor} />;
  if (article.isError) return <PageErrorState title="Failed to load the article." query={article} />;
  return refusal(user, article.data) ?? children(article.data, user);
}
