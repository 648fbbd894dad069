import { InterceptorsConsumer } from '@nestjs/core/interceptors/interceptors-consumer.js';
import { firstValueFrom, type Observable } from 'rxjs';
import { toUserSummary } from '../users/user-summary.js';
import { UserRole } from '../users/user-role.js';
import type { FlairsService } from './flairs.service.js';
import { SummaryFlairsInterceptor } from './summary-flairs.interceptor.js';

const badge = { key: 'flair:7', flairId: 7, name: 'gold' } as never;

function setUp() {
  const chosenBadges = jest.fn((ids: string[]) => Promise.resolve(new Map(ids.map((id) => [id, [badge]]))));
  const interceptor = new SummaryFlairsInterceptor({ chosenBadges } as unknown as FlairsService);
  // Through Nest's own interceptor chain, which decides the async context the handler runs in.
  const consumer = new InterceptorsConsumer();
  const run = async (handler: () => Promise<unknown>) => {
    const response = (await consumer.intercept([interceptor], [], {}, handler, handler)) as Observable<unknown>;
    return firstValueFrom(response);
  };
  return { chosenBadges, run };
}

const user = (id: string) => ({
  id,
  username: id,
  displayName: null,
  role: UserRole.User,
  profileImageUrl: null,
});

describe('SummaryFlairsInterceptor', () => {
  it('neither walks nor queries a response whose handling built no summary', async () => {
    const { chosenBadges, run } = setUp();
    let walked = false;
    const body = {
      get items() {
        walked = true;
        return [{ id: 'a' }];
      },
    };
    await expect(run(() => Promise.resolve(body))).resolves.toBe(body);
    expect(walked).toBe(false);
    expect(chosenBadges).not.toHaveBeenCalled();
  });

  it('adds the chosen flairs of every summary in the response with one query', async () => {
    const { chosenBadges, run } = setUp();
    const body = (await run(async () => {
      await Promise.resolve();
      return { items: [{ author: toUserSummary(user('u1')) }, { author: { ...toUserSummary(user('u2')) } }] };
    })) as { items: { author: { flairs: unknown[] } }[] };
    expect(chosenBadges).toHaveBeenCalledTimes(1);
    expect(chosenBadges).toHaveBeenCalledWith(['u1', 'u2']);
    expect(body.items.map((item) => item.author.flairs)).toEqual([[badge], [badge]]);
  });

  it('keeps each request apart: a summary built in one does not make another one searched', async () => {
    const { chosenBadges, run } = setUp();
    const plain = { ok: true };
    await Promise.all([
      run(async () => {
        await Promise.resolve();
        return { author: toUserSummary(user('u3')) };
      }),
      run(() => Promise.resolve(plain)),
    ]);
    expect(chosenBadges).toHaveBeenCalledTimes(1);
    expect(chosenBadges).toHaveBeenCalledWith(['u3']);
  });
});
