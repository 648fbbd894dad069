/**
 * The Redis pub/sub channel that carries one user's live events (messages, notifications, stream
 * control) to every API instance. Its name keeps the `messages` word it shipped with.
 */
export function userChannelPrefix(keyPrefix: string): string {
  return `${keyPrefix}:messages:user:`;
}

export function userChannel(keyPrefix: string, userId: string): string {
  return `${userChannelPrefix(keyPrefix)}${userId}`;
}
