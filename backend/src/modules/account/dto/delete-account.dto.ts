import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ description: "The caller's username, typed to confirm", maxLength: 64 })
  @IsString()
  @MaxLength(64)
  confirmUsername: string;
}

/** What the deletion did, row counts per kind. */
export class AccountDeletionResultDto {
  @ApiProperty({ description: 'Articles kept and credited to the deleted-user placeholder' })
  articlesKept: number;

  @ApiProperty({ description: 'Points ledger rows kept, anonymised' })
  ledgerEntriesKept: number;
}
