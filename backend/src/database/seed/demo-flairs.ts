import type { EntityManager } from 'typeorm';
import { FlairApplication, FlairApplicationStatus } from '../../modules/flairs/entities/flair-application.entity.js';
import { Flair, FlairAnimation } from '../../modules/flairs/entities/flair.entity.js';
import { FlairSource, UserFlair } from '../../modules/flairs/entities/user-flair.entity.js';
import type { User } from '../../modules/users/entities/user.entity.js';

type DemoFlair = Pick<
  Flair,
  | 'name'
  | 'displayName'
  | 'description'
  | 'backgroundColor'
  | 'textColor'
  | 'borderColor'
  | 'pointCost'
  | 'price'
  | 'requiresApplication'
  | 'isAnimated'
  | 'animationType'
>;

const still = { isAnimated: false, animationType: null };
const moving = (animationType: FlairAnimation) => ({ isAnimated: true, animationType });

/** The demo catalogue: every animation, cheap and dear flairs, and three that need an application. */
export const DEMO_FLAIRS: readonly DemoFlair[] = [
  {
    name: 'early-bird',
    displayName: 'Early Bird',
    description: 'Watched a stream before breakfast. Every day.',
    backgroundColor: '#fde68a',
    textColor: '#78350f',
    borderColor: '#f59e0b',
    pointCost: 50,
    price: '0.50',
    requiresApplication: false,
    ...still,
  },
  {
    name: 'backpack-rig',
    displayName: 'Backpack Rig',
    description: 'For those who carried the bonded-cellular backpack.',
    backgroundColor: '#1e293b',
    textColor: '#e2e8f0',
    borderColor: '#64748b',
    pointCost: 150,
    price: '1.50',
    requiresApplication: false,
    ...still,
  },
  {
    name: 'night-owl',
    displayName: 'Night Owl',
    description: 'Still watching when the streamer falls asleep.',
    backgroundColor: '#312e81',
    textColor: '#facc15',
    borderColor: '#facc15',
    pointCost: 300,
    price: '3.00',
    requiresApplication: false,
    ...moving(FlairAnimation.Pulse),
  },
  {
    name: 'chat-legend',
    displayName: 'Chat Legend',
    description: 'Your messages made the highlight reel.',
    backgroundColor: '#0e7490',
    textColor: '#ffffff',
    borderColor: '#22d3ee',
    pointCost: 600,
    price: '6.00',
    requiresApplication: false,
    ...moving(FlairAnimation.Glow),
  },
  {
    name: 'subway-surfer',
    displayName: 'Subway Surfer',
    description: 'Rode along on the most infamous IRL commutes.',
    backgroundColor: '#15803d',
    textColor: '#ffffff',
    borderColor: '#166534',
    pointCost: 900,
    price: '9.00',
    requiresApplication: false,
    ...moving(FlairAnimation.Bounce),
  },
  {
    name: 'prism',
    displayName: 'Prism',
    description: 'All the colours, all the time.',
    backgroundColor: '#7c3aed',
    textColor: '#ffffff',
    borderColor: '#c4b5fd',
    pointCost: 2000,
    price: '20.00',
    requiresApplication: false,
    ...moving(FlairAnimation.Rainbow),
  },
  {
    name: 'og-lifecaster',
    displayName: 'OG Lifecaster',
    description: 'Streamed your life before it had a name. Granted by application, with proof.',
    backgroundColor: '#b91c1c',
    textColor: '#fff7ed',
    borderColor: '#fbbf24',
    pointCost: 0,
    price: '0.00',
    requiresApplication: true,
    ...moving(FlairAnimation.Glow),
  },
  {
    name: 'archivist',
    displayName: 'Archivist',
    description: 'Recovered a lost VOD or chat log for the wiki. Granted by application.',
    backgroundColor: '#44403c',
    textColor: '#fef3c7',
    borderColor: '#a8a29e',
    pointCost: 0,
    price: '0.00',
    requiresApplication: true,
    ...still,
  },
  {
    name: 'verified-streamer',
    displayName: 'Verified Streamer',
    description: 'You stream IRL yourself. Link your channel when you apply.',
    backgroundColor: '#6d28d9',
    textColor: '#ffffff',
    borderColor: '#a78bfa',
    pointCost: 0,
    price: '0.00',
    requiresApplication: true,
    ...still,
  },
];

/**
 * The demo catalogue, two flairs granted after approved applications (one worn) and one application
 * waiting for review, so the store, profiles and Flair Management all have something to show.
 * Grants spend no points, so every demo balance still equals its ledger.
 */
export async function seedDemoFlairs(manager: EntityManager, users: User[]): Promise<void> {
  const flairs = await manager.getRepository(Flair).save(DEMO_FLAIRS.map((flair) => ({ ...flair })));
  const byName = new Map(flairs.map((flair) => [flair.name, flair]));
  const byUsername = new Map(users.map((user) => [user.username, user]));
  const admin = byUsername.get('vodkeeper');
  const grants: { username: string; flair: string; active: boolean; note: string }[] = [
    { username: 'vodkeeper', flair: 'archivist', active: true, note: 'Recovered the 2008 chat logs.' },
    { username: 'cellbonder', flair: 'og-lifecaster', active: true, note: 'Lifecasting since 2007.' },
  ];
  for (const grant of grants) {
    const user = byUsername.get(grant.username);
    const flair = byName.get(grant.flair);
    if (!user || !flair || !admin) continue;
    await manager.getRepository(FlairApplication).save({
      userId: user.id,
      flairId: flair.id,
      applicantName: `${user.firstName} ${user.lastName}`,
      reasonNote: grant.note,
      proofLinks: [],
      mediaProof: null,
      status: FlairApplicationStatus.Approved,
      reviewerId: admin.id,
      reviewReason: 'Welcome aboard.',
      reviewedAt: new Date(),
    });
    await manager
      .getRepository(UserFlair)
      .save({ userId: user.id, flairId: flair.id, source: FlairSource.Application, isActive: grant.active });
  }
  const applicant = byUsername.get('backpack_dan');
  const verified = byName.get('verified-streamer');
  if (applicant && verified) {
    await manager.getRepository(FlairApplication).save({
      userId: applicant.id,
      flairId: verified.id,
      applicantName: `${applicant.firstName} ${applicant.lastName}`,
      reasonNote: 'I stream city walks with a backpack rig every weekend.',
      proofLinks: ['https://example.com/backpack_dan/channel'],
      mediaProof: null,
      status: FlairApplicationStatus.Pending,
    });
  }
}
