import type { LiveEventType } from '@sufra/contract/events';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiHeaders, apiUrl } from './api-client.ts';
import { getSession, subscribeSession } from './session.ts';
import { SseParser } from './sse-parser.ts';

/**
 * The live events of CONTRACT.md: ONE stream per signed-in session (`GET {userType}/events`, the
 * token in the Authorization header, never in the URL), shared by every hook that listens. A
 * dropped stream reconnects with a growing delay (1 s doubling to 30 s) and `Last-Event-ID`, so the
 * server replays what was missed; it closes on sign-out and starts anew for another account.
 */
export interface LiveEvent {
  id: string | undefined;
  type: LiveEventType;
  data: unknown;
}

export type LiveStatus = 'off' | 'connecting' | 'live';

type Listener = (event: LiveEvent) => void;

const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'off';
let controller: AbortController | undefined;
let connectedToken: string | null = null;
let lastEventId: string | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let delay = MIN_DELAY_MS;

function setStatus(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const notify of statusListeners) notify();
}

function dispatch(type: string, data: string, id: string | undefined): void {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  const event = { id, type: type as LiveEventType, data: parsed };
  for (const listener of [...listeners]) listener(event);
}

async function connect(token: string): Promise<void> {
  const abort = new AbortController();
  controller = abort;
  setStatus('connecting');
  try {
    const headers: Record<string, string> = { ...apiHeaders(), Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(apiUrl('events'), { headers, signal: abort.signal, cache: 'no-store' });
    if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
    setStatus('live');
    delay = MIN_DELAY_MS;
    const parser = new SseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.push(value)) {
        if (event.id) lastEventId = event.id;
        dispatch(event.event, event.data, event.id);
      }
      if (parser.retry !== undefined) delay = Math.max(MIN_DELAY_MS, parser.retry);
    }
  } catch {
    // dropped, refused or aborted: reconnect below unless this stream was stopped on purpose
  }
  if (abort.signal.aborted || controller !== abort) return;
  setStatus('connecting');
  retryTimer = setTimeout(() => {
    if (connectedToken === token) void connect(token);
  }, delay);
  delay = Math.min(MAX_DELAY_MS, delay * 2);
}

function stop(): void {
  clearTimeout(retryTimer);
  controller?.abort();
  controller = undefined;
  connectedToken = null;
  lastEventId = undefined;
  delay = MIN_DELAY_MS;
  setStatus('off');
}

/** Start, keep or stop the stream for the current session and the listeners there are. */
function sync(): void {
  const { token, userType } = getSession();
  const wanted = listeners.size > 0 && token && userType ? token : null;
  if (wanted === connectedToken) return;
  stop();
  if (!wanted) return;
  connectedToken = wanted;
  void connect(wanted);
}

subscribeSession(sync);

/** Listen to live events of these types while the component is mounted. */
export function useLiveEvents(types: readonly LiveEventType[], onEvent: (event: LiveEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const listener: Listener = (event) => {
      if (wanted.has(event.type)) handler.current(event);
    };
    listeners.add(listener);
    sync();
    return () => {
      listeners.delete(listener);
      // Another page's listener may take over at once (a navigation): stop only when none is left.
      queueMicrotask(sync);
    };
  }, [key]);
}

/** Whether the stream is live, reconnecting, or off (for the header's indicator). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => {
      statusListeners.add(notify);
      return () => statusListeners.delete(notify);
    },
    () => status,
    () => 'off',
  );
}
