import { EmailTemplateType } from './entities/email-template.entity.js';

/** The site's name as e-mails write it. */
export const SITE_NAME = 'IRL History';

export const MASS_MESSAGE_TEMPLATE = 'mass-message';
export const MESSAGE_NOTIFICATION_TEMPLATE = 'message-notification';
export const NOTIFICATION_TEMPLATE = 'notification';
export const NOTIFICATION_DIGEST_TEMPLATE = 'notification-digest';
export const SUPPORT_REQUEST_RECEIVED_TEMPLATE = 'support-request-received';
export const SUPPORT_REPLY_TEMPLATE = 'support-reply';

export interface EmailTemplateDefinition {
  name: string;
  type: EmailTemplateType;
  description: string;
  subject: string;
  body: string;
  /** The variables the sender fills (others render empty), with an example for the preview. */
  variables: Record<string, string>;
}

const COMMON_VARIABLES = {
  username: 'alice',
  displayName: 'Alice',
  siteName: 'IRL History',
  siteUrl: 'http://localhost:5000',
  settingsUrl: 'http://localhost:5000/settings/notifications',
};

/** The e-mails the site sends; inserted into email_templates when missing, then edited by admins. */
export const EMAIL_TEMPLATE_DEFAULTS: EmailTemplateDefinition[] = [
  {
    name: MASS_MESSAGE_TEMPLATE,
    type: EmailTemplateType.MassMessage,
    description: 'Sent with each mass message to recipients whose notification settings allow message e-mails.',
    subject: '{{subject}}',
    body: [
      '<p>Hi {{displayName}},</p>',
      '<div style="white-space: pre-wrap">{{content}}</div>',
      '<p>This message is also in your inbox on <a href="{{siteUrl}}/messages">{{siteName}}</a>.</p>',
      '<p style="color: #6b7280; font-size: 12px">Change which e-mails you get in your <a href="{{settingsUrl}}">notification settings</a>.</p>',
    ].join('\n'),
    variables: {
      ...COMMON_VARIABLES,
      subject: 'Scheduled maintenance on Sunday',
      content: 'The site will be read-only for an hour on Sunday from 02:00 UTC.\nThank you for your patience!',
    },
  },
  {
    name: MESSAGE_NOTIFICATION_TEMPLATE,
    type: EmailTemplateType.Notification,
    description:
      'Tells a user that someone sent them a direct message (at once to users whose notification frequency is "instant" and whose Messages switch is on).',
    subject: 'New message from {{senderName}} on {{siteName}}',
    body: [
      '<p>Hi {{displayName}},</p>',
      '<p>{{senderName}} sent you a message:</p>',
      '<blockquote style="white-space: pre-wrap">{{preview}}</blockquote>',
      '<p><a href="{{siteUrl}}/messages">Read and reply</a></p>',
      '<p style="color: #6b7280; font-size: 12px">Change which e-mails you get in your <a href="{{settingsUrl}}">notification settings</a>, or <a href="{{unsubscribeUrl}}">unsubscribe</a> from notification e-mails.</p>',
    ].join('\n'),
    variables: {
      ...COMMON_VARIABLES,
      senderName: 'bob',
      preview: 'Did you see the stream last night?',
      unsubscribeUrl: 'http://localhost:5000/api/notifications/unsubscribe?token=example',
    },
  },
  {
    name: NOTIFICATION_TEMPLATE,
    type: EmailTemplateType.Notification,
    description: 'One notification, sent at once to users whose notification frequency is "instant".',
    subject: '{{title}}',
    body: [
      '<p>Hi {{displayName}},</p>',
      '<p><strong>{{title}}</strong></p>',
      '<div style="white-space: pre-wrap">{{body}}</div>',
      '<p><a href="{{link}}">Open it on {{siteName}}</a></p>',
      '<p style="color: #6b7280; font-size: 12px">Change which e-mails you get in your <a href="{{settingsUrl}}">notification settings</a>, or <a href="{{unsubscribeUrl}}">unsubscribe</a> from notification e-mails.</p>',
    ].join('\n'),
    variables: {
      ...COMMON_VARIABLES,
      title: 'bob followed you',
      body: '',
      link: 'http://localhost:5000/profile/bob',
      unsubscribeUrl: 'http://localhost:5000/api/notifications/unsubscribe?token=example',
    },
  },
  {
    name: NOTIFICATION_DIGEST_TEMPLATE,
    type: EmailTemplateType.Notification,
    description: 'The hourly, daily or weekly summary of new notifications (one per user and period).',
    subject: '{{count}} new notifications on {{siteName}}',
    body: [
      '<p>Hi {{displayName}},</p>',
      '<p>Here is what happened since your last {{period}} summary:</p>',
      '<div style="white-space: pre-wrap">{{items}}</div>',
      '<p><a href="{{siteUrl}}">Open {{siteName}}</a></p>',
      '<p style="color: #6b7280; font-size: 12px">Change which e-mails you get in your <a href="{{settingsUrl}}">notification settings</a>, or <a href="{{unsubscribeUrl}}">unsubscribe</a> from notification e-mails.</p>',
    ].join('\n'),
    variables: {
      ...COMMON_VARIABLES,
      count: '2',
      period: 'daily',
      items:
        '• bob followed you\n  http://localhost:5000/profile/bob\n• carol liked your article "Hello"\n  http://localhost:5000/article/1',
      unsubscribeUrl: 'http://localhost:5000/api/notifications/unsubscribe?token=example',
    },
  },
  {
    name: SUPPORT_REQUEST_RECEIVED_TEMPLATE,
    type: EmailTemplateType.Notification,
    description:
      'Tells every admin that a request arrived in the support inbox (a takedown, a correction, a username conflict...).',
    subject: 'New {{kind}} request on {{siteName}}',
    body: [
      '<p>Hi {{displayName}},</p>',
      '<p>A new {{kind}} request arrived in the support inbox{{subject}}.</p>',
      '<p>{{due}}</p>',
      '<p><a href="{{link}}">Open it in the inbox</a></p>',
    ].join('\n'),
    variables: {
      ...COMMON_VARIABLES,
      kind: 'takedown',
      subject: ' about "Hello world"',
      due: 'It is due by 2026-12-06.',
      link: 'http://localhost:5000/admin/support?request=00000000-0000-4000-8000-000000000000',
    },
  },
  {
    name: SUPPORT_REPLY_TEMPLATE,
    type: EmailTemplateType.Notification,
    description: 'An admin’s reply to a support request, sent to the address the requester gave.',
    subject: 'Re: your {{kind}} request to {{siteName}}',
    body: [
      '<p>Hello {{requesterName}},</p>',
      '<div style="white-space: pre-wrap">{{reply}}</div>',
      '<p style="color: #6b7280; font-size: 12px">You get this e-mail because you sent a request to <a href="{{siteUrl}}">{{siteName}}</a> on {{requestedOn}}.</p>',
    ].join('\n'),
    variables: {
      ...COMMON_VARIABLES,
      kind: 'correction',
      requesterName: 'Alice',
      reply: 'Thank you: we corrected the date of birth in the article.',
      requestedOn: '2026-11-29',
    },
  },
];

export function templateDefinition(name: string): EmailTemplateDefinition | undefined {
  return EMAIL_TEMPLATE_DEFAULTS.find((definition) => definition.name === name);
}
