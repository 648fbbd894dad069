import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  exists(id: string): Promise<boolean> {
    return this.users.exists({ where: { id } });
  }

  /**
   * A profile address: a username (as findByUsername), or else a user id, since article cards link
   * to /profile/{id} (spec section 2).
   */
  async findByUsernameOrId(value: string): Promise<User | null> {
    if (value.length > 100) return null;
    const byName = await this.findByUsername(value);
    if (byName || !UUID.test(value)) return byName;
    return this.findById(value.toLowerCase());
  }

  /** Case-insensitive, ignoring a leading @ (usernames may carry one). */
  findByUsername(username: string): Promise<User | null> {
    const bare = username.replace(/^@/, '');
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:bare) OR lower(user.username) = lower(:at)', { bare, at: `@${bare}` })
      .getOne();
  }
}
