// Types for scripts/outbox-server.mjs, imported by the unit tests and the e2e helpers.
export declare const DEFAULT_OUTBOX_FILE: string;
export declare function outboxFile(env?: Record<string, string | undefined>): string;
export declare function parseSendRequest(bodyText: string): { error: string; message?: undefined } | { error?: undefined; message: OutboxMessage };
export interface OutboxMessage {
  received_at: string;
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}
export interface RunningOutbox {
  port: number;
  url: string;
  file: string;
  close(): Promise<void>;
}
export declare const MAX_BODY_BYTES: number;
export declare const MAX_FILE_BYTES: number;
export declare function allowedOrigins(env?: Record<string, string | undefined>): string[];
export declare function printable(text: unknown): string;
export declare function startOutbox(options?: {
  port?: number;
  host?: string;
  file?: string;
  log?: (line: string) => void;
  origins?: string[];
  maxFileBytes?: number;
}): Promise<RunningOutbox>;
export declare function outboxIsRunning(port: number, host?: string): Promise<boolean>;
