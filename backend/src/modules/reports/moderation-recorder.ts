import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ModerationAction, ModerationReasonCategory, ModerationSource, ModerationSubjectKind } from '@irl/shared';

export interface ModerationEntry {
  subjectKind: ModerationSubjectKind;
  action: ModerationAction;
  source: ModerationSource;
  reasonCategory: ModerationReasonCategory;
  context?: string;
  contextPath?: string;
}

// Stand-in until the moderation-log module is merged: then ModerationLogService.record takes its place.
@Injectable()
export class ModerationRecorder {
  async record(_entry: ModerationEntry, _manager?: EntityManager): Promise<void> {}
}
