import { Link2 } from 'lucide-react';
import type { ConnectionDto } from '@/api/generated/types.gen';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PLATFORM_LABELS } from '@/lib/auth-popup';
import type { SocialConnections } from './use-social-connections';

/** One provider: its account, badges and the Connect, Make Primary or Disconnect buttons. */
export function ConnectionRow({ item, actions }: { item: ConnectionDto; actions: SocialConnections }) {
  const label = PLATFORM_LABELS[item.platform];
  return (
    <li data-testid={`connection-${item.platform}`} className="flex flex-wrap items-center gap-3 p-4">
      {/* The provider's picture, or the platform's letter while it loads or when it cannot be loaded (a
          provider's picture address goes stale when the person changes their picture there). */}
      <Avatar
        name={label}
        imageUrl={item.connected ? item.avatar : null}
        className="bg-muted text-foreground"
        fallback={<span data-testid="connection-letter">{label.slice(0, 1)}</span>}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {item.connected ? <Badge variant="secondary">Connected</Badge> : null}
          {item.isPrimary ? <Badge>Primary</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {item.connected
            ? (item.displayName ?? item.username ?? 'Connected account')
            : item.available
              ? 'Not connected'
              : 'Not available on this site'}
        </p>
      </div>
      <div className="flex gap-2">
        {item.connected ? (
          <>
            {item.isPrimary ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={actions.busy}
                onClick={() => actions.makePrimary(item.platform)}
              >
                Make Primary
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              disabled={actions.busy}
              onClick={() => actions.disconnect(item.platform)}
            >
              Disconnect
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            disabled={actions.busy || !item.available}
            onClick={() => actions.connect(item.platform)}
            aria-label={`Connect ${label}`}
          >
            <Link2 aria-hidden="true" />
            {actions.linking === item.platform ? 'Connecting...' : 'Connect'}
          </Button>
        )}
      </div>
    </li>
  );
}
