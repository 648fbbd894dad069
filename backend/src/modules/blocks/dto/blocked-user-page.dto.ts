import { CountedPageDtoOf } from '../../../common/pagination/page.dto.js';
import { UserSummaryDto } from '../../users/user-summary.js';

/** The caller's blocked people, most recently blocked first. */
export class BlockedUserPageDto extends CountedPageDtoOf(UserSummaryDto, 'Number of people the caller blocks') {}
