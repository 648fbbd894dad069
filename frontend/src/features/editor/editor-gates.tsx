import { Lock, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/lib/api-urls';

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
