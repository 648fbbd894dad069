import { vi } from 'vitest';

/** A stand-in EventSource: the test drives its events and its state. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 1;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  /** The connection dropped: EventSource is reconnecting by itself (CONNECTING). */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** A reconnect was answered with an error status: EventSource gives up (CLOSED). */
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** Puts a fresh FakeEventSource in place of EventSource (undo with vi.unstubAllGlobals). */
export function stubEventSource(): void {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
