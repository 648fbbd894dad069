import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity.js';
import { AdminUserMessagesController } from './admin-user-messages.controller.js';
import { AdminUserMessagesService } from './admin-user-messages.service.js';
import { ConversationsService } from './conversations.service.js';
import { DirectMessage } from './entities/direct-message.entity.js';
import { MessageStreamController } from './message-stream.controller.js';
import { MessagesAccountMergeStep } from './messages.account-merge.js';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';
import { MessageEventsPublisher } from './realtime/message-events.publisher.js';
import { MessageStreamHub } from './realtime/message-stream.hub.js';
import { MessageStreamService } from './realtime/message-stream.service.js';

/** Direct messages: sending, the inbox, live delivery over Redis pub/sub and server-sent events, the admin view. */
@Module({
  imports: [TypeOrmModule.forFeature([DirectMessage, User])],
  controllers: [MessagesController, MessageStreamController, AdminUserMessagesController],
  providers: [
    MessagesService,
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
