import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type {
  CreateUsernameConflictRequestDto,
  UsernameConflictRequestDto,
} from './dto/username-conflict-request.dto.js';
import { UsernameConflictRequest } from './entities/username-conflict-request.entity.js';

/** The admins' list shows this many requests, newest first. */
const REQUEST_LIST_SIZE = 200;

/** Requests for help with a username (taken, or held by another account of the same person). */
@Injectable()
export class SupportService {
  constructor(
    @InjectRepository(UsernameConflictRequest) private readonly requests: Repository<UsernameConflictRequest>,
  ) {}

  /** The requester is the signed-in account: its id and current username, whatever the body says. */
  async createUsernameConflictRequest(
    requester: { id: string; username: string },
    body: CreateUsernameConflictRequestDto,
  ): Promise<UsernameConflictRequestDto> {
    const saved = await this.requests.save(
      this.requests.create({ ...body, userId: requester.id, currentUsername: requester.username }),
    );
    return toRequestDto(saved);
  }

  async listUsernameConflictRequests(): Promise<UsernameConflictRequestDto[]> {
    const rows = await this.requests.find({ order: { createdAt: 'DESC' }, take: REQUEST_LIST_SIZE });
    return rows.map(toRequestDto);
  }
}

function toRequestDto(request: UsernameConflictRequest): UsernameConflictRequestDto {
  return {
    id: request.id,
    userId: request.userId,
    conflictType: request.conflictType,
    desiredUsername: request.desiredUsername,
    currentUsername: request.currentUsername,
    explanation: request.explanation,
    contactEmail: request.contactEmail,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}
