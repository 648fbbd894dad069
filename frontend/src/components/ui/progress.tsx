import { cn } from '@/lib/cn';

/** A determinate progress bar (0-100) announced to screen readers. */
export function Progress({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  /** Read out instead of the percentage, e.g. '40 of 120'. */
  valueText?: string;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
