import type { ProfileDto } from '@/api/generated/types.gen';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { FollowList, type FollowDirection } from './follow-list';

type FollowListsDialogProps = {
  profile: ProfileDto;
  /** The list shown; null when the dialog is closed. */
  list: FollowDirection | null;
  onListChange: (list: FollowDirection | null) => void;
};

/** A user's followers and the people they follow, as two tabs of one dialog opened from the profile counters. */
export function FollowListsDialog({ profile, list, onListChange }: FollowListsDialogProps) {
  return (
    <Dialog open={list !== null} onOpenChange={(open) => (open ? undefined : onListChange(null))}>
      <DialogContent className="content-start">
        <DialogHeading
          title={<span className="wrap-anywhere">{profile.displayName}</span>}
          description="Who follows them and whom they follow, newest first."
        />
        {list ? (
          <Tabs value={list} onValueChange={(value) => onListChange(value as FollowDirection)}>
            <TabsList aria-label="Follow lists">
              <TabsTrigger value="followers">Followers ({formatNumber(profile.stats.followers)})</TabsTrigger>
              <TabsTrigger value="following">Following ({formatNumber(profile.stats.following)})</TabsTrigger>
            </TabsList>
            <TabsContent value="followers">
              <FollowList userId={profile.id} direction="followers" />
            </TabsContent>
            <TabsContent value="following">
              <FollowList userId={profile.id} direction="following" />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
