import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserSummaryDto } from '../../users/user-summary.js';
import { ACTIVE_STATUSES, ARCHIVE_TYPES, PLACE_TYPES, type ArchiveType } from '../archive-types.js';

/** The type-specific fields of an entry; only its type's fields are present, blanks never are. */
export class ArchiveDetailsDto {
  @ApiPropertyOptional({ type: [String] })
  nicknames?: string[];

  @ApiPropertyOptional({ type: [String] })
  akas?: string[];

  @ApiPropertyOptional()
  isStreamer?: boolean;

  @ApiPropertyOptional({ description: 'Present only when isStreamer is true' })
  streamLink?: string;

  @ApiPropertyOptional()
  location?: string;

  @ApiPropertyOptional({ type: [String] })
  previousLocations?: string[];

  @ApiPropertyOptional({ type: [String], description: 'People or groups, as written' })
  associatedWith?: string[];

  @ApiPropertyOptional({ example: '2007-03-19' })
  date?: string;

  @ApiPropertyOptional()
  endDate?: string;

  @ApiPropertyOptional({ description: 'A place, as written' })
  venue?: string;

  @ApiPropertyOptional({ type: [String], description: 'People or groups, as written' })
  participants?: string[];

  @ApiPropertyOptional()
  address?: string;

  @ApiPropertyOptional({ example: '35.6595,139.7005' })
  coordinates?: string;

  @ApiPropertyOptional({ enum: PLACE_TYPES })
  placeType?: string;

  @ApiPropertyOptional()
  origin?: string;

  @ApiPropertyOptional()
  popularityPeriod?: string;

  @ApiPropertyOptional()
  memberCount?: string;

  @ApiPropertyOptional()
  founded?: string;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES })
  activeStatus?: string;
}

/** A link to another entry. */
export class ArchiveEntryRefDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ARCHIVE_TYPES, enumName: 'ArchiveType' })
  type: ArchiveType;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  name: string;
}

/** One name written in a relation field, and the entry it names when one exists. */
export class ArchiveRelationItemDto {
  @ApiProperty({ description: 'The name as written' })
  text: string;

  @ApiProperty({
    type: ArchiveEntryRefDto,
    nullable: true,
    description: 'null: no entry has that name (shown as text)',
  })
  entry: ArchiveEntryRefDto | null;
}

export const RELATION_FIELDS = ['associatedWith', 'participants', 'venue'] as const;
export type RelationField = (typeof RELATION_FIELDS)[number];

export class ArchiveRelationDto {
  @ApiProperty({ enum: RELATION_FIELDS })
  field: RelationField;

  @ApiProperty({ type: [ArchiveRelationItemDto] })
  items: ArchiveRelationItemDto[];
}

/** An event that names this entry (as a participant or as its venue). */
export class ArchiveRelatedEventDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '2007-03-19' })
  eventDate: string | null;

  @ApiProperty({ enum: ['participant', 'venue'] })
  role: 'participant' | 'venue';
}

/** An entry as lists show it. */
export class ArchiveEntrySummaryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ARCHIVE_TYPES, enumName: 'ArchiveType' })
  type: ArchiveType;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'The description, cut to about 200 characters' })
  preview: string;

  @ApiProperty({ type: [String] })
  aliases: string[];

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: String, nullable: true, description: "An event's date (YYYY-MM-DD); null otherwise" })
  eventDate: string | null;
}

/** An entry with everything its page shows. */
export class ArchiveEntryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ARCHIVE_TYPES, enumName: 'ArchiveType' })
  type: ArchiveType;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Plain text' })
  description: string;

  @ApiProperty({ type: ArchiveDetailsDto })
  details: ArchiveDetailsDto;

  @ApiProperty({ type: [String], description: 'Nicknames and akas together' })
  aliases: string[];

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: [String], description: 'http(s) URLs, as given' })
  videos: string[];

  @ApiProperty({ type: [String], description: 'http(s) URLs, as given' })
  links: string[];

  @ApiProperty({ type: [String], description: 'http(s) URLs, as given' })
  photos: string[];

  @ApiProperty({ type: String, nullable: true })
  eventDate: string | null;

  @ApiProperty({ type: [ArchiveRelationDto], description: 'associatedWith, participants and venue, resolved' })
  relations: ArchiveRelationDto[];

  @ApiProperty({ type: [ArchiveRelatedEventDto], description: 'Events naming this entry, by date' })
  relatedEvents: ArchiveRelatedEventDto[];

  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'Who contributed it' })
  createdBy: UserSummaryDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

/** One version of an entry. */
export class ArchiveRevisionDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Position in the history: 1 is the version the entry was created with' })
  number: number;

  @ApiProperty({ type: UserSummaryDto, nullable: true })
  editor: UserSummaryDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: [String], description: 'Fields changed from the previous version' })
  changedFields: string[];

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: ArchiveDetailsDto })
  details: ArchiveDetailsDto;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: [String] })
  videos: string[];

  @ApiProperty({ type: [String] })
  links: string[];

  @ApiProperty({ type: [String] })
  photos: string[];
}
