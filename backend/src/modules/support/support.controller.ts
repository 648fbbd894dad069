import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { User } from '../users/entities/user.entity.js';
import { CreateUsernameConflictRequestDto, UsernameConflictRequestDto } from './dto/username-conflict-request.dto.js';
import { UsernameConflictRequest } from './entities/username-conflict-request.entity.js';

const toDto = (request: UsernameConflictRequest): UsernameConflictRequestDto => ({
  id: request.id,
  userId: request.userId,
  conflictType: request.conflictType,
  desiredUsername: request.desiredUsername,
  currentUsername: request.currentUsername,
  explanation: request.explanation,
  contactEmail: request.contactEmail,
  status: request.status,
  createdAt: request.createdAt.toISOString(),
});

@ApiTags('support')
@Controller()
export class SupportController {
  constructor(
    @InjectRepository(UsernameConflictRequest) private readonly requests: Repository<UsernameConflictRequest>,
  ) {}

  @Post('support/username-conflict')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'createUsernameConflictRequest', summary: 'Asks the admins for help with a username' })
  @ApiCreatedResponse({ type: UsernameConflictRequestDto })
  async create(
    @CurrentUser() user: User,
    @Body() body: CreateUsernameConflictRequestDto,
  ): Promise<UsernameConflictRequestDto> {
    const saved = await this.requests.save(
      this.requests.create({ ...body, userId: user.id, currentUsername: user.username }),
    );
    return toDto(saved);
  }

  @Get('admin/support/username-conflicts')
  @Roles(UserRole.Admin)
  @ApiOperation({ operationId: 'listUsernameConflictRequests', summary: 'Username-conflict requests, newest first' })
  @ApiOkResponse({ type: [UsernameConflictRequestDto] })
  async list(): Promise<UsernameConflictRequestDto[]> {
    const rows = await this.requests.find({ order: { createdAt: 'DESC' }, take: 200 });
    return rows.map(toDto);
  }
}
