import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { UsernameConflictRequest } from './entities/username-conflict-request.entity.js';

export type NewUsernameConflictRequest = Pick<
  UsernameConflictRequest,
  'userId' | 'currentUsername' | 'conflictType' | 'desiredUsername' | 'explanation' | 'contactEmail'
>;

/** The queries on username_conflict_requests. */
@Injectable()
export class SupportRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  private requests(transaction?: EntityManager) {
    return this.manager(transaction).getRepository(UsernameConflictRequest);
  }

  insertRequest(request: NewUsernameConflictRequest): Promise<UsernameConflictRequest> {
    const requests = this.requests();
    return requests.save(requests.create(request));
  }

  newestRequests(limit: number): Promise<UsernameConflictRequest[]> {
    return this.requests().find({ order: { createdAt: 'DESC' }, take: limit });
  }

  /** Account merge: the source's requests are filed under the target. How many moved. */
  moveRequests(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'username_conflict_requests', 'user_id', pair);
  }
}
