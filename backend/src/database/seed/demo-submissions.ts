import type { EntityManager } from 'typeorm';
import { Submission } from '../../modules/submissions/entities/submission.entity.js';
import { validateSubmission } from '@irl/shared';
import type { User } from '../../modules/users/entities/user.entity.js';

/**
 * A few contributions waiting in the review inbox, checked with the same rules as the form. One
 * names an existing archive entry with a typo, so the review view shows its duplicate warning.
 */
const DEMO_SUBMISSIONS: { submitter: string; type: string; fields: Record<string, unknown> }[] = [
  {
    submitter: 'backpack_dan',
    type: 'event',
    fields: {
      name: 'TwitchCon 2017',
      description:
        "Twitch's third convention, held in Long Beach, California, where IRL streamers met viewers between panels on mobile broadcasting.",
      date: '2017-10-20',
      endDate: '2017-10-22',
      venue: 'Long Beach Convention Center',
      participants: ['Emmett Shear', ''],
      links: ['https://en.wikipedia.org/wiki/TwitchCon'],
      tags: ['convention', 'twitch'],
    },
  },
  {
    submitter: 'chatlogger',
    type: 'person',
    fields: {
      name: 'Justin Kann',
      description:
        'Co-founder of Justin.tv who wore a head-mounted camera and broadcast his life around the clock in 2007.',
      nicknames: ['Justin'],
      isStreamer: true,
      streamLink: 'https://www.justin.tv/justin',
      associatedWith: ['Justin.tv', 'Emmett Shear'],
      tags: ['lifecasting'],
    },
  },
  {
    submitter: 'nightwalk_jp',
    type: 'place',
    fields: {
      name: 'Dotonbori',
      description:
        'The canal-side entertainment district of Osaka, a favourite night walk for travelling IRL streamers.',
      address: 'Dotonbori, Chuo Ward, Osaka, Japan',
      coordinates: '34.6687,135.5013',
      placeType: 'landmark',
      tags: ['japan', 'night walk'],
    },
  },
];

export async function seedDemoSubmissions(manager: EntityManager, users: Map<string, User>): Promise<number> {
  const submissions = manager.getRepository(Submission);
  for (const demo of DEMO_SUBMISSIONS) {
    const submitter = users.get(demo.submitter);
    if (!submitter)
      throw new Error(`Demo submission "${String(demo.fields.name)}" names unknown user ${demo.submitter}`);
    const { value, errors } = validateSubmission(demo.type, demo.fields);
    if (!value) throw new Error(`Demo submission is invalid: ${JSON.stringify(errors)}`);
    await submissions.save(submissions.create({ ...value, submittedById: submitter.id }));
  }
  return DEMO_SUBMISSIONS.length;
}
