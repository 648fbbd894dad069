import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
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
