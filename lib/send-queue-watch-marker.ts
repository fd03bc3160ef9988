/**
 * Finds the send queue's page watch (components/layout/send-queue-watch.ts), which loads on demand, for the service
 * worker: it keeps it from its install on, so that a page opened offline still tells of kept messages
 * (scripts/build/build-service-worker.mjs, docs/decisions.md#d48). No other module may contain this string.
 */
export const SEND_QUEUE_WATCH_MARKER = "talanta-send-queue-watch";
