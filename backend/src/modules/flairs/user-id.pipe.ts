import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { FlairErrors } from './flairs.errors.js';

/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
export const userIdPipe = () =>
  new ParseUUIDPipe({
    errorHttpStatusCode: 404,
    exceptionFactory: () => new NotFoundException(FlairErrors.userNotFound),
  });
