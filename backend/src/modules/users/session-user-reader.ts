import type { DataSource } from 'typeorm';
import type { SessionUserReader } from '../../common/security/session.middleware.js';
import { User } from './entities/user.entity.js';

const PREFIX = 'user_';

/**
 * Reads the whole users row with the session (see createSessionMiddleware) and builds the same
 * User entity that a repository read gives: every mapped column, converted by the driver as TypeORM
 * converts it when it loads an entity.
 */
export function sessionUserReader(dataSource: DataSource): SessionUserReader<User> {
  const metadata = dataSource.getMetadata(User);
  const { driver } = dataSource;
  const columns = metadata.columns.map((column) => ({ column, alias: `${PREFIX}${column.databaseName}` }));
  return {
    columns: columns
      .map(({ column, alias }) => `u.${driver.escape(column.databaseName)} AS ${driver.escape(alias)}`)
      .join(', '),
    read(row) {
      if (row[`${PREFIX}${metadata.primaryColumns[0].databaseName}`] == null) return null;
      const user = metadata.create() as User;
      for (const { column, alias } of columns)
        column.setEntityValue(user, driver.prepareHydratedValue(row[alias], column));
      return user;
    },
  };
}
