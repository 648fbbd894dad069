import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/query-state';

/** A pane's error state: what failed, the server's status and message, and Retry. */
export function PaneError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <ErrorState title={title} error={error} onRetry={onRetry} className="p-6" />;
}

/** A centred icon, title and hint for an empty pane. */
export function PaneEmpty({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center">
      <span className="text-muted-foreground [&_svg]:size-10">{icon}</span>
      <p className="text-base font-semibold">{title}</p>
      {children ? <p className="max-w-xs text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}
