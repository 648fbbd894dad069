import type { DataSource } from 'typeorm';
import { UserRole } from '../../src/modules/users/user-role.js';
import { User } from '../../src/modules/users/entities/user.entity.js';

let sequence = 0;

export async function createUser(dataSource: DataSource, overrides: Partial<User> = {}): Promise<User> {
  sequence += 1;
  const repository = dataSource.getRepository(User);
  return repository.save(
    repository.create({
      username: `user${sequence}_${Date.now().toString(36)}`,
      email: `user${sequence}@example.test`,
      role: UserRole.User,
      ...overrides,
    }),
  );
}
