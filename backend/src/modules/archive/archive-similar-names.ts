import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ArchiveRepository } from './archive.repository.js';

/**
 * The archive's side of the CSV duplicate check: entries similar to many names at once, in the
 * caller's transaction (see ArchiveRepository.similarToMany for the threshold it expects).
 */
@Injectable()
export class ArchiveSimilarNames {
  constructor(private readonly repository: ArchiveRepository) {}

  find(
    manager: EntityManager,
    asked: readonly { key: string; type: string; name: string }[],
    limit: number,
  ): Promise<{ key: string; id: number; similarity: number }[]> {
    return this.repository.similarToMany(manager, asked, limit);
  }
}
