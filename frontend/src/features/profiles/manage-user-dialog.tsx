import { Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProfileDto, UserRole } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { Label, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { BanDialog } from '@/components/users/ban-dialog';
import { AuditLogPanel, MessagesPanel } from './admin-user-panels';
import { useManageUser } from './use-manage-user';

const roles: { value: UserRole; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'admin', label: 'Admin' },
];

type ManageUserDialogProps = {
  profile: ProfileDto;
  /** The signed-in admin's id, to reload the page when they change their own role. */
  viewerId: string;
};

/** The admin's Manage User dialog (role, ban or unban, messages, activity log). Never for root. */
export function ManageUserDialog({ profile, viewerId }: ManageUserDialogProps) {
  const roleId = useId();
  const [role, setRole] = useState<UserRole>(profile.role);
  const [panel, setPanel] = useState<'messages' | 'audit' | null>(null);
  const isSelf = profile.id === viewerId;
  const manage = useManageUser(profile.id, isSelf, profile.role);
  const [banning, setBanning] = useState(false);
  const { confirm, dialog } = useConfirm();

  if (profile.isRoot) return null;
  const handle = `@${profile.username}`;
  const labelOf = (value: UserRole) => roles.find((option) => option.value === value)?.label ?? value;
  const askRole = () =>
    confirm({
      title: isSelf
        ? `Make yourself ${labelOf(role).toLowerCase()}?`
        : `Make ${handle} ${labelOf(role).toLowerCase()}?`,
      description: `${profile.displayName} goes from ${labelOf(profile.role)} to ${labelOf(role)} and gets that role's rights at once.`,
      confirmLabel: 'Change Role',
      confirmVariant: 'default',
      onConfirm: () => manage.changeRole(role),
    });
  const askBan = () => setBanning(true);

  return (
    <Dialog onOpenChange={(open) => (open ? setRole(profile.role) : setPanel(null))}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings2 aria-hidden="true" />
          Manage User
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeading title="Manage User" description={`${profile.displayName} (@${profile.username})`} />

        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            askRole();
          }}
        >
          <Label htmlFor={roleId}>Role</Label>
          <div className="flex gap-2">
            <Select id={roleId} value={role} onChange={(event) => setRole(event.target.value as UserRole)}>
              {roles.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
            <Button type="submit" disabled={role === profile.role || manage.changingRole}>
              {manage.changingRole ? <Spinner label="Updating role..." /> : null}
              Update Role
            </Button>
          </div>
        </form>

        <div className="flex flex-wrap gap-2 border-t pt-4">
          {isSelf ? null : profile.isBanned ? (
            <Button variant="outline" disabled={manage.unbanning} onClick={manage.unban}>
              Unban User
            </Button>
          ) : (
            <Button variant="destructive" disabled={manage.banning} onClick={askBan}>
              Ban User
            </Button>
          )}
          <Button
            variant="outline"
            aria-pressed={panel === 'messages'}
            onClick={() => setPanel(panel === 'messages' ? null : 'messages')}
          >
            View Messages
          </Button>
          <Button
            variant="outline"
            aria-pressed={panel === 'audit'}
            onClick={() => setPanel(panel === 'audit' ? null : 'audit')}
          >
            View Activity Log
          </Button>
        </div>

        {panel === 'messages' ? <MessagesPanel userId={profile.id} /> : null}
        {panel === 'audit' ? <AuditLogPanel userId={profile.id} /> : null}
        {dialog}
        {banning ? (
          <BanDialog
            handle={handle}
            name={profile.displayName}
            pending={manage.banning}
            onClose={() => setBanning(false)}
            onBan={(body) =>
              void manage.ban(body).then(
                () => setBanning(false),
                () => undefined,
              )
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
