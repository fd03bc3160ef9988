// Types for scripts/email-env.mjs, imported by next.config.ts.
export declare const REQUIRED_EMAILJS_VARS: readonly string[];
export declare const EMAILJS_ORIGIN: string;
export declare const DEFAULT_OUTBOX_PORT: number;
export declare function wantsLocalPreview(env: Record<string, string | undefined>): boolean;
export declare function missingEmailVars(env: Record<string, string | undefined>): string[];
export declare function outboxPort(env: Record<string, string | undefined>): number;
export declare function resolveEmailEnv(
  env: Record<string, string | undefined>,
  options?: { dev?: boolean },
): {
  mode: "local-preview" | "emailjs";
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: string;
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: string;
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: string;
  NEXT_PUBLIC_EMAILJS_ORIGIN: string;
};
export declare function checkSiteUrl(env: Record<string, string | undefined>, options?: { dev?: boolean }): void;
