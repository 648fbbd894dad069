import { ApiProperty } from '@nestjs/swagger';
import { ACCEPTED_KINDS, type AcceptedKind } from '../legal-kinds.js';

/** Where a member stands with one document they accept. */
export class LegalKindStatusDto {
  @ApiProperty({ enum: ACCEPTED_KINDS, enumName: 'AcceptedLegalKind' })
  kind: AcceptedKind;

  @ApiProperty({ description: 'The version in force' })
  currentVersion: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The newest version the member accepted; null when they accepted none',
  })
  acceptedVersion: number | null;

  @ApiProperty({ description: 'True when a version newer than the one the member agreed to is in force' })
  updated: boolean;
}

/** Whether the signed-in member should be asked to accept newer terms or privacy policy. */
export class LegalStatusDto {
  @ApiProperty({ description: 'True when any of the documents below was updated since the member accepted it' })
  needsAcceptance: boolean;

  @ApiProperty({ type: [LegalKindStatusDto] })
  documents: LegalKindStatusDto[];
}
