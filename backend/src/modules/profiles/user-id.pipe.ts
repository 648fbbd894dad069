import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { UserErrors } from '../users/users.errors.js';

/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
export const userIdPipe = () =>
  new ParseUUIDPipe({ errorHttpStatusCode: 404, exceptionFactory: () => new NotFoundException(UserErrors.notFound) });
