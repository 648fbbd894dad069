import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { ACTIVE_STATUSES, PLACE_TYPES, SubmissionType } from '@irl/shared';

const list = (description: string): ApiPropertyOptions => ({ type: [String], description });

/**
 * Every field of the contribution form. The shapes are only declared here (for the document and the
 * whitelist); the rules (required name, description length, URLs, coordinates, fields per type) are
 * the shared submission rules, which the service applies with their exact wording.
 */
export class SubmissionFieldsDto {
  @ApiProperty({ maxLength: 200 }) @Allow() name: string;
  @ApiProperty({ minLength: 10, maxLength: 10000 }) @Allow() description: string;

  @ApiPropertyOptional(list('Person: other names')) @Allow() nicknames?: string[];
  @ApiPropertyOptional(list('Person: also known as')) @Allow() akas?: string[];
  @ApiPropertyOptional({ description: 'Person: streams live' }) @Allow() isStreamer?: boolean;
  @ApiPropertyOptional({ description: 'Person, streamers only: an http(s) URL, or empty' })
  @Allow()
  streamLink?: string;
  @ApiPropertyOptional({ description: 'Person' }) @Allow() location?: string;
  @ApiPropertyOptional(list('Person')) @Allow() previousLocations?: string[];
  @ApiPropertyOptional(list('Person: names of related people or groups')) @Allow() associatedWith?: string[];

  @ApiPropertyOptional({ description: 'Event: YYYY, YYYY-MM or YYYY-MM-DD' }) @Allow() date?: string;
  @ApiPropertyOptional({ description: 'Event: YYYY, YYYY-MM or YYYY-MM-DD, not before date' })
  @Allow()
  endDate?: string;
  @ApiPropertyOptional({ description: 'Event' }) @Allow() venue?: string;
  @ApiPropertyOptional(list('Event: names of the people or groups taking part')) @Allow() participants?: string[];

  @ApiPropertyOptional({ description: 'Place' }) @Allow() address?: string;
  @ApiPropertyOptional({ description: 'Place: latitude,longitude', example: '40.7128,-74.0060' })
  @Allow()
  coordinates?: string;
  @ApiPropertyOptional({ enum: PLACE_TYPES, enumName: 'PlaceType', description: 'Place' }) @Allow() placeType?: string;

  @ApiPropertyOptional({ description: 'Meme' }) @Allow() origin?: string;
  @ApiPropertyOptional({ description: 'Meme' }) @Allow() popularityPeriod?: string;

  @ApiPropertyOptional({ description: 'Group (text)' }) @Allow() memberCount?: string;
  @ApiPropertyOptional({ description: 'Group' }) @Allow() founded?: string;
  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, enumName: 'ActiveStatus', description: 'Group' })
  @Allow()
  activeStatus?: string;

  @ApiPropertyOptional(list('http(s) URLs')) @Allow() videos?: string[];
  @ApiPropertyOptional(list('http(s) URLs')) @Allow() links?: string[];
  @ApiPropertyOptional(list('http(s) URLs')) @Allow() photos?: string[];
  @ApiPropertyOptional(list('Tags')) @Allow() tags?: string[];
}

export class CreateSubmissionDto extends SubmissionFieldsDto {
  @ApiProperty({ enum: SubmissionType, enumName: 'SubmissionType' })
  @Allow()
  type: SubmissionType;
}
