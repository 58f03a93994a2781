import { useSyncExternalStore } from 'react';
import { localStore } from './storage.ts';

/**
 * The counter's alerts (DOMAIN.md "Staff views": the cashier hears a sound and sees a badge for
 * each new order): how many new orders arrived since the orders were last looked at, and a short
 * chime when sound is on. Browsers play sound only after a gesture on the page, so turning sound on
 * is a click, and a saved "on" waits for the first click or key of the visit.
 */
const SOUND_KEY = 'orderSound';

let unseen = 0;
let soundOn = localStore.get(SOUND_KEY) === 'on';
const subscribers = new Set<() => void>();
let audio: AudioContext | undefined;

function changed(): void {
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

function context(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  audio ??= new window.AudioContext();
  return audio;
}

/** Two short rising tones: heard over a kitchen, never shrill. */
export function chime(): void {
  const ctx = context();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  [660, 880].forEach((frequency, index) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  });
}

/** Resume the audio on the first gesture of a visit when sound was left on. */
function unlockOnGesture(): void {
  if (typeof document === 'undefined') return;
  const unlock = () => {
    if (soundOn) void context()?.resume();
    document.removeEventListener('pointerdown', unlock);
    document.removeEventListener('keydown', unlock);
  };
  document.addEventListener('pointerdown', unlock);
  document.addEventListener('keydown', unlock);
}
unlockOnGesture();

export const orderAlerts = {
  /** A new order arrived; `seen` when the orders are on screen (no badge then). */
  arrived(seen: boolean): void {
    if (!seen) {
      unseen += 1;
      changed();
    }
    if (soundOn) chime();
  },
  clear(): void {
    if (unseen === 0) return;
    unseen = 0;
    changed();
  },
  /** Turn sound on or off (a click: the browser then lets the page play). */
  async setSound(on: boolean): Promise<void> {
    soundOn = on;
    localStore.set(SOUND_KEY, on ? 'on' : 'off');
    if (on) {
      await context()?.resume();
      chime();
    }
    changed();
  },
};

export function useUnseenOrders(): number {
  return useSyncExternalStore(
    subscribe,
    () => unseen,
    () => 0,
  );
}

export function useOrderSound(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => soundOn,
    () => false,
  );
}
