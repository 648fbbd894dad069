import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { reconnectDelayMs, subscribeToMessageStream } from './message-stream';

describe('the shared message stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubEventSource();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves a dropped stream to EventSource, which reconnects by itself', () => {
    const unsubscribe = subscribeToMessageStream(() => undefined);
    FakeEventSource.instances[0]?.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    unsubscribe();
  });

  it('opens a new stream after one was refused (the site restarting), and its ready event reaches listeners', () => {
    const events: string[] = [];
    const unsubscribe = subscribeToMessageStream((event) => events.push(event.type));
    FakeEventSource.instances[0]?.refuse();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.instances).toHaveLength(2);
    // The inbox refetches on 'ready', so messages sent while the stream was down appear.
    FakeEventSource.instances[1]?.emit({ type: 'ready' });
    expect(events).toEqual(['ready']);
    unsubscribe();
    expect(FakeEventSource.instances[1]?.closed).toBe(true);
  });

  it('does not reopen once the last listener left', () => {
    const unsubscribe = subscribeToMessageStream(() => undefined);
    FakeEventSource.instances[0]?.refuse();
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('backs off from about 1 s up to 30 s', () => {
    expect(reconnectDelayMs(1, () => 0.5)).toBe(1000);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(4000);
    expect(reconnectDelayMs(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelayMs(1, () => 0)).toBe(750);
  });
});
