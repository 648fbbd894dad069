import { useQuery } from '@tanstack/react-query';
import { listRolesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatNumber, pluralize } from '@/lib/format';

/** Role Management: what each role may do, with how many accounts hold it. */
export function RoleManagementTab() {
  const roles = useQuery(listRolesOptions());
  return (
    <QueryState
      query={roles}
      loadingLabel="Loading roles..."
      errorTitle="Could not load the roles"
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState dashed>No roles.</EmptyState>}
    >
      {(list) => (
        <ul className="grid gap-4 md:grid-cols-3" aria-label="Roles">
          {list.map((role) => (
            <li key={role.role}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{role.name}</CardTitle>
                  <CardDescription>{role.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-sm" aria-label={`${role.name}: ${pluralize(role.count, 'account')}`}>
                    <span className="text-2xl font-semibold tabular-nums">{formatNumber(role.count)}</span>{' '}
                    <span className="text-muted-foreground">{role.count === 1 ? 'account' : 'accounts'}</span>
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
