import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from '../../users/entities/user-role.js';

/** The other party of a conversation, as the inbox shows them. */
export class MessageUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'irlhistorian' })
  username: string;

  @ApiProperty({
    description: 'Real name if the user prefers and shows it, else the username; ROOT for the root admin',
  })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;
}
