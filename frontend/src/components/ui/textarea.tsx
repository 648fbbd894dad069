import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

/** A multi-line text box styled like Input (same border, focus ring and disabled look in both themes). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClassName, 'h-auto min-h-10 resize-y leading-relaxed', className)} {...props} />;
}
