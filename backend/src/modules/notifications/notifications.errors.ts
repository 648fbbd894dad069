/** The notifications module's error messages, named once. */
export const NotificationErrors = {
  notFound: 'Notification not found',
  invalidUnsubscribeToken: 'This unsubscribe link is invalid or has expired',
} as const;
