import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from '../../users/entities/user-role.js';

export class ArticleAuthorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'irlhistorian' })
  username: string;

  @ApiProperty({ description: 'Real name if the user prefers and shows it, else the username' })
  displayName: string;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
}
