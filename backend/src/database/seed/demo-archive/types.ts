import type { ArchiveType } from '../../../modules/archive/archive-types.js';

/** One demo archive entry, written as an approved submission would carry it. */
export interface DemoArchiveEntry {
  type: ArchiveType;
  name: string;
  description: string;
  /** The type's own fields and the media lists (videos, links, photos), as the contribution form names them. */
  details: Record<string, unknown>;
  tags: string[];
  /** Username of the demo user credited as contributor. */
  contributor: string;
  createdAt: string;
}
