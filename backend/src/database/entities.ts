import { Article } from '../modules/articles/entities/article.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity, as a class list: globs make TypeORM use native import(), which Jest cannot run. */
export const ENTITIES = [User, Article];
