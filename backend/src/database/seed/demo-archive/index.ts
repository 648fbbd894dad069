import { In, type EntityManager } from 'typeorm';
import { ArchiveRepository } from '../../../modules/archive/archive.repository.js';
import { ArchiveService } from '../../../modules/archive/archive.service.js';
import { User } from '../../../modules/users/entities/user.entity.js';
import { DEMO_ARCHIVE_EVENTS } from './events.js';
import { DEMO_ARCHIVE_GROUPS } from './groups.js';
import { DEMO_ARCHIVE_MEMES } from './memes.js';
import { DEMO_ARCHIVE_PEOPLE } from './people.js';
import { DEMO_ARCHIVE_PLACES } from './places.js';
import type { DemoArchiveEntry } from './types.js';

export const DEMO_ARCHIVE: DemoArchiveEntry[] = [
  ...DEMO_ARCHIVE_PEOPLE,
  ...DEMO_ARCHIVE_EVENTS,
  ...DEMO_ARCHIVE_PLACES,
  ...DEMO_ARCHIVE_MEMES,
  ...DEMO_ARCHIVE_GROUPS,
];

/**
 * Writes the demo archive through the same path an approved submission takes (slug, type fields,
 * first revision), inside the seed's transaction; each entry is credited to a demo user (looked up
 * by username when not given). Once only: nothing is written when the demo entries exist.
 */
export async function seedDemoArchive(manager: EntityManager, given?: Map<string, User>): Promise<number> {
  const repository = new ArchiveRepository(manager.connection);
  if (await repository.findBySourceSubmission(manager, 'demo-1')) return 0;
  const users = given ?? (await demoUsersByName(manager));
  const archive = new ArchiveService(repository);
  for (const [index, demo] of DEMO_ARCHIVE.entries()) {
    const contributor = users.get(demo.contributor);
    if (!contributor)
      throw new Error(`Demo archive entry "${demo.name}" names unknown contributor "${demo.contributor}"`);
    await archive.createFromSubmission(manager, {
      submissionId: `demo-${index + 1}`,
      type: demo.type,
      name: demo.name,
      description: demo.description,
      details: demo.details,
      tags: demo.tags,
      submittedBy: contributor.id,
      createdAt: new Date(demo.createdAt),
    });
  }
  return DEMO_ARCHIVE.length;
}

async function demoUsersByName(manager: EntityManager): Promise<Map<string, User>> {
  const names = [...new Set(DEMO_ARCHIVE.map((demo) => demo.contributor))];
  const users = await manager.getRepository(User).findBy({ username: In(names) });
  return new Map(users.map((user) => [user.username, user]));
}
