import { usePageMeta } from '@/lib/use-page-meta';

const SECTIONS = [
  'Users',
  'Content',
  'Website',
  'Analytics',
  'Store Management',
  'Communications',
  'User Tools',
  'System Settings',
];

/** /admin until the admin screens land: a placeholder that says so. */
export function AdminPlaceholderPage() {
  usePageMeta({ title: 'Admin Dashboard' });
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted-foreground">The admin tools are not built yet. These sections will live here:</p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <li key={section} className="rounded-md border bg-card px-4 py-3 text-sm font-medium">
            {section}
          </li>
        ))}
      </ul>
    </section>
  );
}
