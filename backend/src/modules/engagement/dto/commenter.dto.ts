import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from '../../users/entities/user-role.js';

/** The author of a comment, as the comment list shows them. */
export class CommenterDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'irlhistorian' })
  username: string;

  @ApiProperty({ description: 'Name resolved with the display-name rule (spec section 3)' })
  displayName: string;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
}
