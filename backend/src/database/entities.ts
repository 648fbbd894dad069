import { Article } from '../modules/articles/entities/article.entity.js';
import { OAuthIdentity } from '../modules/auth/entities/oauth-identity.entity.js';
import { SiteSetting } from '../modules/settings/entities/site-setting.entity.js';
import { UsernameConflictRequest } from '../modules/support/entities/username-conflict-request.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity, as a class list: globs make TypeORM use native import(), which Jest cannot run. */
export const ENTITIES = [User, Article, OAuthIdentity, UsernameConflictRequest, SiteSetting];
