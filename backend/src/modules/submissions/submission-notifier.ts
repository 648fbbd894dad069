import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MessageDto } from '../messages/dto/message.dto.js';
import { MessagesService } from '../messages/messages.service.js';
import { randomUUID } from 'node:crypto';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';

const QUOTED_NAME_MAX = 120;
const REASON_MAX = 1000;

/**
 * Tells a submitter the decision by a direct message from the site's own account (ROOT), written in
 * the decision's own transaction so the two commit together. A submitter who cannot receive messages
 * now (banned, or direct messages restricted to admins) gets none and the decision still stands;
 * "My submissions" shows it either way. `publish` pushes the stored messages to open inboxes after
 * the commit.
 */
@Injectable()
export class SubmissionNotifier {
  constructor(
    private readonly messages: MessagesService,
    private readonly notifications: NotificationsService,
  ) {}

  async approved(
    manager: EntityManager,
    submitterId: string,
    submission: { id: string; name: string; type: string; slug: string },
    points: number,
  ) {
    await this.notifications.notify(manager, {
      userId: submitterId,
      kind: NotificationKind.SubmissionDecided,
      reference: `submission:${submission.id}`,
      title: `Your submission "${quoted(submission.name)}" was approved`,
      body: `You earned ${points} points.`,
      link: `/archive/${submission.type}/${submission.slug}`,
    });
    return this.messages.sendFromSiteWithin(
      manager,
      submitterId,
      `Your ${submission.type} submission "${quoted(submission.name)}" was approved and added to the archive: ` +
        `/archive/${submission.type}/${submission.slug}. You earned ${points} points. Thank you!`,
    );
  }

  async rejected(
    manager: EntityManager,
    submitterId: string,
    submission: { id: string; name: string; type: string },
    reason: string,
  ) {
    await this.notifications.notify(manager, {
      userId: submitterId,
      kind: NotificationKind.SubmissionDecided,
      reference: `submission:${submission.id}`,
      title: `Your submission "${quoted(submission.name)}" was not approved`,
      body: `Reason: ${reason}`,
      link: '/submissions',
    });
    return this.messages.sendFromSiteWithin(
      manager,
      submitterId,
      `Your ${submission.type} submission "${quoted(submission.name)}" was not approved.\nReason: ${reason.slice(0, REASON_MAX)}`,
    );
  }

  async batchDecided(
    manager: EntityManager,
    submitterId: string,
    outcome: { approved: number; rejected: number; reason?: string; points?: number },
  ) {
    // Each batch decision is one call (its pending submissions are decided by it), hence a fresh reference.
    await this.notifications.notify(manager, {
      userId: submitterId,
      kind: NotificationKind.SubmissionDecided,
      reference: `submission-batch:${randomUUID()}`,
      title:
        outcome.approved > 0
          ? `${outcome.approved} submissions of your CSV upload were approved`
          : `${outcome.rejected} submissions of your CSV upload were not approved`,
      body: outcome.reason ? `Reason: ${outcome.reason}` : '',
      link: '/submissions',
    });
    const lines =
      outcome.approved > 0
        ? [`${outcome.approved} submissions of your CSV upload were approved and added to the archive.`]
        : [`${outcome.rejected} submissions of your CSV upload were not approved.`];
    if (outcome.points) lines.push(`You earned ${outcome.points} points. Thank you!`);
    if (outcome.reason) lines.push(`Reason: ${outcome.reason.slice(0, REASON_MAX)}`);
    lines.push('See My submissions for each one.');
    return this.messages.sendFromSiteWithin(manager, submitterId, lines.join('\n'));
  }

  /** Live delivery of committed messages (the publisher logs rather than throws: the messages are stored). */
  publish(sent: readonly (MessageDto | null)[]): Promise<void> {
    return this.messages.publishDelivered(sent.filter((message): message is MessageDto => message !== null));
  }
}

function quoted(name: string): string {
  return name.length > QUOTED_NAME_MAX ? `${name.slice(0, QUOTED_NAME_MAX - 1)}…` : name;
}
