import type { Queue } from 'bullmq';
import type { Environment } from '../../config/environment.js';
import type { AfterCommit } from './after-commit.js';
import { NotificationKind } from './entities/notification.entity.js';
import type { NotificationEventsPublisher } from './notification-events.publisher.js';
import type { MailRecipientRow, NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

function serviceWith(nameRow: MailRecipientRow | null) {
  const repository = {
    nameFields: jest.fn().mockResolvedValue(nameRow),
    // Nothing stored: these tests look at what would be stored, not at delivery.
    insertIfWanted: jest.fn().mockResolvedValue(null),
  };
  const service = new NotificationsService(
    repository as unknown as NotificationsRepository,
    {} as NotificationEventsPublisher,
    {} as AfterCommit,
    {} as Environment,
    {} as Queue,
  );
  const stored = () =>
    (repository.insertIfWanted.mock.calls as [unknown, unknown, { title: string; link: string }][])[0][2];
  return { service, repository, stored };
}

const followed = {
  userId: ALICE,
  kind: NotificationKind.NewFollower,
  reference: 'follow',
  link: '/profile/{actorUsername}',
};

describe('NotificationsService.notify names the actor', () => {
  it('from the user row the caller passes, without looking it up', async () => {
    const { service, repository, stored } = serviceWith(null);
    await service.notify(undefined, {
      ...followed,
      title: '{actor} followed you',
      actor: {
        id: BOB,
        username: 'bob',
        firstName: 'Bob',
        lastName: 'Ray',
        showRealName: true,
        displayNamePreference: 'realname',
      },
    });
    expect(repository.nameFields).not.toHaveBeenCalled();
    expect(stored()).toMatchObject({ title: 'Bob Ray followed you', link: '/profile/bob' });
  });

  it('by one look-up when only the id is given', async () => {
    const { service, repository, stored } = serviceWith({
      user_id: BOB,
      email: 'bob@example.test',
      username: 'bob',
      first_name: null,
      last_name: null,
      show_real_name: false,
      display_name_preference: 'username',
    });
    await service.notify(undefined, { ...followed, title: '{actor} followed you', actor: BOB });
    expect(repository.nameFields).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject({ title: 'bob followed you', link: '/profile/bob' });
  });

  it('not at all when the title and link do not name them', async () => {
    const { service, repository, stored } = serviceWith(null);
    await service.notify(undefined, { ...followed, title: 'A new follower', link: '/profile', actor: BOB });
    expect(repository.nameFields).not.toHaveBeenCalled();
    expect(stored()).toMatchObject({ title: 'A new follower' });
  });

  it('and skips an event the actor caused for themselves', async () => {
    const { service, repository } = serviceWith(null);
    await service.notify(undefined, {
      ...followed,
      title: '{actor} followed you',
      actor: { id: ALICE, username: 'alice' },
    });
    await service.notify(undefined, { ...followed, title: '{actor} followed you', actor: ALICE });
    expect(repository.insertIfWanted).not.toHaveBeenCalled();
  });
});
