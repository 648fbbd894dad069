/** The messages module's error messages, named once (the client shows 'Failed to send message.' for a refused send). */
export const MessageErrors = {
  cannotReceive: 'This user cannot receive messages.',
  toSelf: 'You cannot send a message to yourself.',
  receiverNotFound: 'This user does not exist.',
  eventStreamOnly: 'This endpoint streams server-sent events: send Accept: text/event-stream.',
} as const;
