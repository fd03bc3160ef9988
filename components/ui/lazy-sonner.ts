import { within } from "@/lib/time-limit";

type Sonner = typeof import("./styled-sonner");

let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: the toaster mounts once sonner has arrived. */
export function subscribeToSonner(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function loadedSonner(): Sonner | null {
  return loaded;
}

/**
 * Loads sonner once: when a form is first focused, or for the first toast, whichever comes first, so a
 * page that is only read never pays for it. A toast made before the
 * toaster subscribes is replayed to it by sonner itself.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import("./styled-sonner").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the toaster is here, or arrives within `ms`: a form says an outcome in its own notice when it is not. */
export function toasterWithin(ms: number): Promise<boolean> {
  return within(loadSonner(), ms).then(
    (sonner) => sonner !== null,
    () => false,
  );
}
