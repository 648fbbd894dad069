import { Injectable } from '@nestjs/common';
import type {
  CreateUsernameConflictRequestDto,
  UsernameConflictRequestDto,
} from './dto/username-conflict-request.dto.js';
import type { UsernameConflictRequest } from './entities/username-conflict-request.entity.js';
import { SupportRepository } from './support.repository.js';

/** The admins' list shows this many requests, newest first. */
const REQUEST_LIST_SIZE = 200;

/** Requests for help with a username (taken, or held by another account of the same person). */
@Injectable()
export class SupportService {
  constructor(private readonly repository: SupportRepository) {}

  /** The requester is the signed-in account: its id and current username, whatever the body says. */
  async createUsernameConflictRequest(
    requester: { id: string; username: string },
    body: CreateUsernameConflictRequestDto,
  ): Promise<UsernameConflictRequestDto> {
    const saved = await this.repository.insertRequest({
      ...body,
      userId: requester.id,
      currentUsername: requester.username,
    });
    return toRequestDto(saved);
  }

  async listUsernameConflictRequests(): Promise<UsernameConflictRequestDto[]> {
    const rows = await this.repository.newestRequests(REQUEST_LIST_SIZE);
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
