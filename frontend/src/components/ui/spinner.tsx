import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** Text for assistive technology (and shown beside the icon when `showLabel`). */
  label?: string;
  showLabel?: boolean;
};

export function Spinner({ className, label = 'Loading...', showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}

/** The centred 'Loading...' spinner of a whole page: Suspense fallback and the sign-in check. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner label={label} showLabel className="text-base" />
    </div>
  );
}
