import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { concatMap, type Observable } from 'rxjs';
import { shownFlairs } from '../users/flair-badge.js';
import { trackSummaries, USER_SUMMARY_MARK, type MarkedUserSummary } from '../users/user-summary.js';
import { FlairsService } from './flairs.service.js';

/** Deep enough for any response DTO (page → item → author); guards against a runaway walk. */
const MAX_DEPTH = 8;

/**
 * Completes every user summary in a response with the users' chosen flairs: one query per response
 * for all the summaries it holds (never one per row). The handler runs under trackSummaries, so a
 * response whose handling built no summary (most of them) is neither walked nor queried. Summaries
 * already carry their role flairs (toUserSummary), so a response that skips this (a raw stream) is
 * still right, only without the chosen flair.
 */
@Injectable()
export class SummaryFlairsInterceptor implements NestInterceptor {
  constructor(private readonly flairs: FlairsService) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // next.handle() binds the handler to the async context it is called in, so it is called inside.
    const { result: handled, tracker } = trackSummaries(() => next.handle());
    return handled.pipe(
      concatMap(async (body: unknown) => {
        if (!tracker.built) return body;
        const summaries = collectSummaries(body);
        if (summaries.length === 0) return body;
        const chosen = await this.flairs.chosenBadges(summaries.map((summary) => summary.id));
        for (const summary of summaries) summary.flairs = shownFlairs(summary.role, chosen.get(summary.id) ?? []);
        return body;
      }),
    );
  }
}

export function collectSummaries(body: unknown): MarkedUserSummary[] {
  const found: MarkedUserSummary[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return; // Dates, buffers, streams
    if ((value as Partial<MarkedUserSummary>)[USER_SUMMARY_MARK]) found.push(value as MarkedUserSummary);
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(body, 0);
  return found;
}
