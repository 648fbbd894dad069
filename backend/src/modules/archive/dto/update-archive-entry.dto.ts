import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { ArchiveErrors } from '../archive.errors.js';
import { ACTIVE_STATUSES, PLACE_TYPES } from '../archive-types.js';
import { trim } from '../../../common/text/trim-transforms.js';

type Input = { value: unknown };
/** Lists drop blank entries, as every list input of the site does. */
const dropBlanks = ({ value }: Input): unknown =>
  Array.isArray(value)
    ? value
        .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
        .filter((item: unknown) => item !== '')
    : value;
const tagsOf = (input: Input): unknown => {
  const list = dropBlanks(input);
  return Array.isArray(list)
    ? [...new Set(list.map((t: unknown) => (typeof t === 'string' ? t.toLowerCase() : t)))]
    : list;
};

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
const TEXT_MAX = 200;
const LIST_MAX = 50;
/** "latitude,longitude" in decimal degrees, each within range. */
export const COORDINATES_PATTERN =
  /^\s*[-+]?(90(\.0+)?|[1-8]?\d(\.\d+)?)\s*,\s*[-+]?(180(\.0+)?|(1[0-7]\d|[1-9]?\d)(\.\d+)?)\s*$/;

function TextField(): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(TEXT_MAX)(target, key);
  };
}

function ListField(): PropertyDecorator {
  return (target, key) => {
    Transform(dropBlanks)(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(LIST_MAX)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(TEXT_MAX, { each: true })(target, key);
  };
}

function UrlListField(): PropertyDecorator {
  return (target, key) => {
    Transform(dropBlanks)(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(LIST_MAX)(target, key);
    IsUrl(URL_OPTIONS, { each: true, message: ArchiveErrors.invalidUrl })(target, key);
    MaxLength(2000, { each: true })(target, key);
  };
}

/**
 * An admin's edit of an entry, flat like the contribution form: only the fields sent change, and
 * only the fields of the entry's type may be sent (others are a 400 naming the field). Lists
 * replace the stored list; blank entries are dropped. The slug never changes, so links stay valid.
 */
export class UpdateArchiveEntryDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, { message: ArchiveErrors.nameRequired })
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ minLength: 10, maxLength: 5000 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(10, { message: ArchiveErrors.descriptionTooShort })
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ type: [String], description: 'Stored lower case' })
  @Transform(tagsOf)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ type: [String], description: 'http(s) URLs' })
  @UrlListField()
  videos?: string[];

  @ApiPropertyOptional({ type: [String], description: 'http(s) URLs' })
  @UrlListField()
  links?: string[];

  @ApiPropertyOptional({ type: [String], description: 'http(s) URLs' })
  @UrlListField()
  photos?: string[];

  @ApiPropertyOptional({ type: [String] })
  @ListField()
  nicknames?: string[];

  @ApiPropertyOptional({ type: [String] })
  @ListField()
  akas?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isStreamer?: boolean;

  @ApiPropertyOptional({ description: 'An http(s) URL or empty' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @ValidateIf((_o, value) => value !== '')
  @IsUrl(URL_OPTIONS, { message: ArchiveErrors.invalidUrl })
  @MaxLength(2000)
  streamLink?: string;

  @ApiPropertyOptional()
  @TextField()
  location?: string;

  @ApiPropertyOptional({ type: [String] })
  @ListField()
  previousLocations?: string[];

  @ApiPropertyOptional({ type: [String] })
  @ListField()
  associatedWith?: string[];

  @ApiPropertyOptional({ example: '2016-12-15' })
  @TextField()
  date?: string;

  @ApiPropertyOptional()
  @TextField()
  endDate?: string;

  @ApiPropertyOptional()
  @TextField()
  venue?: string;

  @ApiPropertyOptional({ type: [String] })
  @ListField()
  participants?: string[];

  @ApiPropertyOptional()
  @TextField()
  address?: string;

  @ApiPropertyOptional({ example: '35.6595,139.7005', description: 'latitude,longitude or empty' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @ValidateIf((_o, value) => value !== '')
  @Matches(COORDINATES_PATTERN, { message: ArchiveErrors.invalidCoordinates })
  coordinates?: string;

  @ApiPropertyOptional({ enum: PLACE_TYPES })
  @IsOptional()
  @IsIn([...PLACE_TYPES, ''])
  placeType?: string;

  @ApiPropertyOptional()
  @TextField()
  origin?: string;

  @ApiPropertyOptional()
  @TextField()
  popularityPeriod?: string;

  @ApiPropertyOptional()
  @TextField()
  memberCount?: string;

  @ApiPropertyOptional()
  @TextField()
  founded?: string;

  @ApiPropertyOptional({ enum: ACTIVE_STATUSES })
  @IsOptional()
  @IsIn([...ACTIVE_STATUSES, ''])
  activeStatus?: string;
}
