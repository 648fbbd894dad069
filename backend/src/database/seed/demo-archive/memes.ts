import type { DemoArchiveEntry } from './types.js';

export const DEMO_ARCHIVE_MEMES: DemoArchiveEntry[] = [
  {
    type: 'meme',
    name: 'Kappa',
    description:
      'A grey-scale photo of a smirking face, created as a chat emoticon at Justin.tv and carried over to Twitch. Posted after a remark, it means the remark is not to be taken literally. It became the best-known Twitch emote and a shorthand for sarcasm across streaming chat.',
    details: {
      origin: 'Justin.tv chat emoticon, based on a photo of an early Justin.tv employee',
      popularityPeriod: '2011–present',
    },
    tags: ['emotes', 'chat-culture'],
    contributor: 'emote_scholar',
    createdAt: '2025-02-13T10:00:00.000Z',
  },
  {
    type: 'meme',
    name: 'PogChamp',
    description:
      'A surprised face used in chat to react to an exciting moment. The original image came from a 2012 video featuring fighting-game player Ryan Gutierrez. In January 2021 Twitch removed that image, citing posts by the person it depicted, and began featuring a different community member in its place.',
    details: {
      origin: 'Twitch emote taken from a 2012 fighting-game video outtake',
      popularityPeriod: '2012–present',
    },
    tags: ['emotes', 'chat-culture'],
    contributor: 'emote_scholar',
    createdAt: '2025-02-13T11:00:00.000Z',
  },
  {
    type: 'meme',
    name: 'Copypasta',
    description:
      'A block of text that viewers paste into chat again and again, often a mock-serious paragraph about the streamer or a moment from an old broadcast. Copypastas act as a channel’s shared memory; moderators keep them in check with slow mode and duplicate-message filters.',
    details: {
      origin: 'Forum and imageboard culture, adopted by live-stream chat',
      popularityPeriod: '2010s–present',
    },
    tags: ['chat-culture'],
    contributor: 'chatlogger',
    createdAt: '2025-02-14T10:00:00.000Z',
  },
  {
    type: 'meme',
    name: 'Text-to-speech donations',
    description:
      'Paid messages that a synthetic voice reads aloud on stream. On IRL broadcasts they let viewers speak in the street through the streamer’s phone or speaker, which made them both a running joke and a moderation problem, since the message is heard before anyone can review it.',
    details: {
      origin: 'Donation alert services used by streamers in the mid-2010s',
      popularityPeriod: '2015–present',
    },
    tags: ['donations', 'chat-culture'],
    contributor: 'chatlogger',
    createdAt: '2025-02-14T11:00:00.000Z',
  },
  {
    type: 'meme',
    name: 'Backseating',
    description:
      'Chat telling the streamer what to do, from the term "backseat driver". In IRL streams it usually means directions, where to eat or whom to talk to. Many channels set a no-backseating rule and let the streamer decide when advice is welcome.',
    details: {
      origin: 'Gaming chat, from the expression "backseat driver"',
      popularityPeriod: '2010s–present',
    },
    tags: ['chat-culture', 'etiquette'],
    contributor: 'chatlogger',
    createdAt: '2025-02-15T10:00:00.000Z',
  },
];
