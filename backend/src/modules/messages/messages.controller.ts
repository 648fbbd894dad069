import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { ConversationsService } from './conversations.service.js';
import { ConversationThreadDto } from './dto/conversation-thread.dto.js';
import { ConversationPageDto } from './dto/conversation.dto.js';
import { MarkConversationReadResultDto, UnreadMessageCountDto } from './dto/message-counts.dto.js';
import { MessagePageQuery } from './dto/message-page.query.js';
import { MessageDto } from './dto/message.dto.js';
import { SendMessageDto } from './dto/send-message.dto.js';
import { MessagesService } from './messages.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const userIdPipe = ParseIdPipe.uuid();

@ApiTags('messages')
@Controller('messages')
@RequiresFeature(RestrictableFeature.Messages)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Direct Messages are restricted to admins' })
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly conversations: ConversationsService,
  ) {}

  @Post()
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'sendMessage',
    summary: 'Sends a direct message',
    description:
      'The content is trimmed (1-5000 characters). The receiver must exist, be someone else, not be banned ' +
      'and not be the root account. The open message streams of both users get the message.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  send(@Body() body: SendMessageDto, @CurrentUser() user: UserRecord): Promise<MessageDto> {
    return this.messages.send(user, body);
  }

  @Get('conversations')
  @ApiOperation({
    operationId: 'listConversations',
    summary: 'The inbox: one row per other user, newest conversation first',
  })
  @ApiOkResponse({ type: ConversationPageDto })
  listConversations(@Query() query: MessagePageQuery, @CurrentUser() user: UserRecord): Promise<ConversationPageDto> {
    return this.conversations.list(user.id, query);
  }

  @Get('unread-count')
  @ApiOperation({
    operationId: 'getUnreadMessageCount',
    summary: 'How many received messages are unread',
    description:
      "The header's Messages badge: the sum of the inbox's unread counts (every conversation the inbox " +
      "lists, a blocked member's included until read; messages of a deleted account or removed by a " +
      'moderator are gone from both). Opening a conversation (markConversationRead) lowers it; the ' +
      "message stream's 'message' and 'read' events say when to read it again.",
  })
  @ApiOkResponse({ type: UnreadMessageCountDto })
  unreadCount(@CurrentUser() user: UserRecord): Promise<UnreadMessageCountDto> {
    return this.conversations.unreadCount(user.id);
  }

  @Get('with/:userId')
  @ApiOperation({
    operationId: 'getConversation',
    summary: 'The thread with one user: newest page first, oldest first within a page',
  })
  @ApiOkResponse({ type: ConversationThreadDto })
  getConversation(
    @Param('userId', userIdPipe) userId: string,
    @Query() query: MessagePageQuery,
    @CurrentUser() user: UserRecord,
  ): Promise<ConversationThreadDto> {
    return this.conversations.thread(user.id, userId, query);
  }

  @Post('with/:userId/read')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'markConversationRead',
    summary: 'Marks every message received from this user as read',
  })
  @ApiOkResponse({ type: MarkConversationReadResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The user in the path is the caller' })
  markConversationRead(
    @Param('userId', userIdPipe) userId: string,
    @CurrentUser() user: UserRecord,
  ): Promise<MarkConversationReadResultDto> {
    return this.messages.markConversationRead(user, userId);
  }
}
