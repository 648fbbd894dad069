import { cn } from './cn';

describe('cn', () => {
  it('joins classes and skips falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it("lets a caller's utility replace the component's for the same property", () => {
    expect(cn('flex h-10 w-full rounded-lg px-3 text-sm', 'h-8 w-32')).toBe('flex rounded-lg px-3 text-sm h-8 w-32');
    expect(cn('text-lg font-semibold', 'text-2xl')).toBe('font-semibold text-2xl');
    expect(cn('text-sm text-foreground font-medium', 'font-normal text-muted-foreground')).toBe(
      'text-sm font-normal text-muted-foreground',
    );
    expect(cn('bg-card gap-3', 'bg-primary/10 gap-2')).toBe('bg-primary/10 gap-2');
  });

  it('treats a shorthand as covering its sides, and not the reverse', () => {
    expect(cn('px-3 py-1', 'p-0')).toBe('p-0');
    expect(cn('p-4', 'px-0')).toBe('p-4 px-0');
    expect(cn('w-10 h-10', 'size-7')).toBe('size-7');
    expect(cn('size-8', 'w-7')).toBe('size-8 w-7');
  });

  it('keeps utilities under different variants and ones it does not know', () => {
    expect(cn('h-10 px-3', 'sm:h-8 md:px-2 hover:bg-muted')).toBe('h-10 px-3 sm:h-8 md:px-2 hover:bg-muted');
    expect(cn('[&_svg]:size-4', 'size-10')).toBe('[&_svg]:size-4 size-10');
    expect(cn('border border-input shadow-xs', 'border-2 ring-1 custom-thing')).toBe(
      'border border-input shadow-xs border-2 ring-1 custom-thing',
    );
  });

  it('does not confuse families that share a prefix', () => {
    expect(cn('gap-2', 'gap-x-4')).toBe('gap-2 gap-x-4');
    expect(cn('justify-center', 'justify-items-start')).toBe('justify-center justify-items-start');
    expect(cn('text-sm', 'text-center text-primary')).toBe('text-sm text-center text-primary');
    expect(cn('text-primary', 'text-shadow-sm')).toBe('text-primary text-shadow-sm');
    expect(cn('min-w-0', 'w-full')).toBe('min-w-0 w-full');
    expect(cn('bg-primary', 'bg-gradient-to-r')).toBe('bg-primary bg-gradient-to-r');
    expect(cn('flex', 'hidden')).toBe('hidden');
  });
});
