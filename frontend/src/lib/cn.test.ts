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
    // The outline badge's border colour gave way to a caller's amber one only by stylesheet order (it lost).
    expect(cn('rounded-full border px-2.5 border-border text-foreground', 'border-amber-500 text-amber-700')).toBe(
      'rounded-full border px-2.5 border-amber-500 text-amber-700',
    );
    expect(cn('border border-input', 'border-destructive/50')).toBe('border border-destructive/50');
    expect(cn('border-transparent', 'border-[#ff0000]')).toBe('border-transparent border-[#ff0000]');
    expect(cn('rounded-xl border shadow-sm', 'shadow-none')).toBe('rounded-xl border shadow-none');
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
    // Border widths, sides and styles are not its colour; a shadow's colour is not its size.
    expect(cn('border-border', 'border-2 border-t border-x-amber-500 border-dashed border-spacing-2')).toBe(
      'border-border border-2 border-t border-x-amber-500 border-dashed border-spacing-2',
    );
    expect(cn('border-transparent border-red-500 border-emerald-500')).toBe('border-emerald-500');
    expect(cn('shadow-md', 'shadow-black/5 hover:shadow-lg')).toBe('shadow-md shadow-black/5 hover:shadow-lg');
  });
});
