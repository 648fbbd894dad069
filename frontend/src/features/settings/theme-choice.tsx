import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings';
import { useTheme, type Theme } from '@/lib/theme';

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/**
 * The theme choice in the settings screen (the same choice as the header's toggle): applied at
 * once, saved in this browser and, while signed in, to the account. Hidden when the admins turned
 * theme switching off.
 */
export function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  const { allowThemeSwitching } = useSiteSettings();
  if (!allowThemeSwitching) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Theme</CardTitle>
        <CardDescription>Saved to your account, so it follows you to every device.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-label="Theme" className="grid gap-3 sm:grid-cols-3">
          {OPTIONS.map(({ value, label, Icon }) => {
            const selected = theme === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-4 py-3 text-sm font-medium',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  selected ? 'border-primary bg-accent' : 'hover:bg-accent/50',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={selected}
                  onChange={() => setTheme(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
