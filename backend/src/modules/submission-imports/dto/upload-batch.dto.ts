import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SUBMISSION_TYPES, type SubmissionType } from '@irl/shared';

/** The multipart form of an upload: the file part is `file`, the submission type of every row is `type`. */
export class UploadBatchDto {
  @ApiProperty({ enum: SUBMISSION_TYPES, description: 'The submission type of every row of the file' })
  @IsIn(SUBMISSION_TYPES, { message: 'Type must be one of person, event, place, meme or group' })
  type: SubmissionType;

  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'A .csv file, UTF-8 with or without BOM, whose header row holds the type template\u2019s columns',
  })
  // Read by the upload interceptor, not from the form fields; declared for the API document.
  @IsOptional()
  file?: unknown;
}
