import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUserMessagesController } from './admin-user-messages.controller.js';
import { AdminUserMessagesService } from './admin-user-messages.service.js';
import { ConversationsService } from './conversations.service.js';
import { MessageStreamController } from './message-stream.controller.js';
import { MessagesAccountMergeStep } from './messages.account-merge.js';
import { MessagesController } from './messages.controller.js';
import { MessagesRepository } from './messages.repository.js';
import { MessagesService } from './messages.service.js';
import { MessageEventsPublisher } from './realtime/message-events.publisher.js';
import { MessageStreamHub } from './realtime/message-stream.hub.js';
import { MessageStreamService } from './realtime/message-stream.service.js';

/** Direct messages: sending, the inbox, live delivery over Redis pub/sub and server-sent events, the admin view. */
@Module({
  imports: [UsersModule, BlocksModule],
  controllers: [MessagesController, MessageStreamController, AdminUserMessagesController],
  providers: [
    MessagesService,
    MessagesRepository,
    ConversationsService,
    AdminUserMessagesService,
    MessageEventsPublisher,
    MessageStreamHub,
    MessageStreamService,
    MessagesAccountMergeStep,
  ],
  exports: [MessagesService],
})
export class MessagesModule {}
