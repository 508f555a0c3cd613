import { useSyncExternalStore } from 'react';
import { browserLanguages, readSettings, writeSettings, type ConsoleSettings } from './settings';

type Listener = () => void;

let current: ConsoleSettings = readSettings(window.localStorage, browserLanguages());
const listeners = new Set<Listener>();

export function getSettings(): ConsoleSettings {
  return current;
}

/** Changes some settings, persists all of them and tells every subscriber. */
export function updateSettings(change: Partial<ConsoleSettings>): void {
  current = { ...current, ...change };
  writeSettings(window.localStorage, current);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): ConsoleSettings {
  return useSyncExternalStore(subscribe, getSettings);
}
