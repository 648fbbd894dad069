import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, ValidateBy } from 'class-validator';
import { MESSAGE_MAX_LENGTH } from '../entities/direct-message.entity.js';
import { trim } from '../../../common/text/trim-transforms.js';

/** Counts characters as PostgreSQL's char_length does (code points), so the table's check never trips. */
const MaxCharacters = (max: number) =>
  ValidateBy({
    name: 'maxCharacters',
    constraints: [max],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && [...value].length <= max,
      defaultMessage: (args) => `${args?.property ?? 'value'} must be at most ${max} characters`,
    },
  });

/** PostgreSQL text cannot hold a NUL character: refuse it as a field error instead of failing the insert. */
const WithoutNulCharacter = () =>
  ValidateBy({
    name: 'withoutNulCharacter',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !value.includes(String.fromCharCode(0)),
      defaultMessage: (args) => `${args?.property ?? 'value'} must not contain NUL characters`,
    },
  });

export class SendMessageDto {
  @ApiProperty({ format: 'uuid', description: 'The user who receives the message' })
  @IsUUID('all')
  receiverId: string;

  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text; sent trimmed' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'content must not be empty' })
  @MaxCharacters(MESSAGE_MAX_LENGTH)
  @WithoutNulCharacter()
  content: string;
}
