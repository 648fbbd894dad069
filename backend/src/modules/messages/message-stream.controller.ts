import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotAcceptableResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import {
  MessageStreamMessageEventDto,
  MessageStreamReadEventDto,
  MessageStreamReadyEventDto,
} from './dto/message-stream-event.dto.js';
import { MessageStreamService } from './realtime/message-stream.service.js';

@ApiTags('messages')
@Controller('messages')
@RequiresFeature(RestrictableFeature.Messages)
export class MessageStreamController {
  constructor(private readonly streams: MessageStreamService) {}

  @Get('stream')
  @ApiOperation({
    operationId: 'streamMessages',
    summary: 'Live message events (server-sent events)',
    description:
      'Open with EventSource (requests without `Accept: text/event-stream` get 406). Each `data:` line is one ' +
      'JSON event: `ready` once the stream is live, `message` for a message the caller sent or received, ' +
      '`read` when either side read the conversation, `notification` for a new notification of the caller. A comment line arrives every 25 s; the stream ends after ' +
      '30 minutes and EventSource reconnects by itself. Works whichever API instance serves it.',
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(MessageStreamReadyEventDto, MessageStreamMessageEventDto, MessageStreamReadEventDto)
  // NotificationStreamEventDto is the notifications module's (registered by its controller).
  @ApiOkResponse({
    description: 'A text/event-stream whose data lines are these JSON events',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(MessageStreamReadyEventDto) },
        { $ref: getSchemaPath(MessageStreamMessageEventDto) },
        { $ref: getSchemaPath(MessageStreamReadEventDto) },
        { $ref: getSchemaPath('NotificationStreamEventDto') },
      ],
      discriminator: {
        propertyName: 'type',
        mapping: {
          ready: getSchemaPath(MessageStreamReadyEventDto),
          message: getSchemaPath(MessageStreamMessageEventDto),
          read: getSchemaPath(MessageStreamReadEventDto),
          notification: getSchemaPath('NotificationStreamEventDto'),
        },
      },
    },
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Direct Messages are restricted to admins' })
  @ApiNotAcceptableResponse({ type: ErrorResponseDto })
  stream(@CurrentUser() user: SessionUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.streams.open(user.id, req, res);
  }
}
