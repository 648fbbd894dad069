import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ModerationLogPageDto, ModerationLogQuery } from './dto/moderation-log.dto.js';
import { ModerationLogService } from './moderation-log.service.js';

@ApiTags('moderation-log')
@Controller('moderation-log')
export class ModerationLogController {
  constructor(private readonly log: ModerationLogService) {}

  @Get()
  @Public()
  @ApiOperation({
    operationId: 'listModerationLog',
    summary: 'The public moderation log, newest first',
    description:
      'What was hidden, removed or otherwise acted on, why (the reason category), when, and what set it in ' +
      'motion (members’ reports, a takedown request, a moderator’s own review, or the automatic hold). It ' +
      'never names the people involved nor repeats what was removed. Open to everyone.',
  })
  @ApiOkResponse({ type: ModerationLogPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown kind or source, or a bad cursor' })
  list(@Query() query: ModerationLogQuery): Promise<ModerationLogPageDto> {
    return this.log.list(query);
  }
}
