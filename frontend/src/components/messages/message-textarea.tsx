import { type ComponentProps } from 'react';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A multi-line text box styled like the design system's Input. */
export function MessageTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClassName, 'h-auto min-h-10 resize-y leading-relaxed', className)} {...props} />;
}
