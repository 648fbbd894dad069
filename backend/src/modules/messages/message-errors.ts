import { UserErrors } from '../users/users.errors.js';

/** Error messages of the messages module (the API's wording; the client shows 'Failed to send message.'). */
export const CANNOT_RECEIVE_MESSAGE = 'This user cannot receive messages.';
export const MESSAGE_TO_SELF_MESSAGE = 'You cannot send a message to yourself.';
export const RECEIVER_NOT_FOUND_MESSAGE = 'This user does not exist.';
export const USER_NOT_FOUND_MESSAGE = UserErrors.notFound;
