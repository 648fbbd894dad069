/** The Redis pub/sub channel that carries one user's message events to every API instance. */
export function userChannelPrefix(keyPrefix: string): string {
  return `${keyPrefix}:messages:user:`;
}

export function userChannel(keyPrefix: string, userId: string): string {
  return `${userChannelPrefix(keyPrefix)}${userId}`;
}
