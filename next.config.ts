import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { resolveEmailEnv } from "./scripts/email-env.mjs";

export default function config(phase: string): NextConfig {
  // Fails a production build that lacks the EmailJS identifiers, naming them, unless
  // EMAILJS_LOCAL_PREVIEW=1 asks for the local outbox (see scripts/email-env.mjs).
  const { mode, ...emailEnv } = resolveEmailEnv(process.env, { dev: phase === PHASE_DEVELOPMENT_SERVER });
  if (mode === "local-preview" && phase !== PHASE_DEVELOPMENT_SERVER) {
    console.log(`  Local preview build: forms send to ${emailEnv.NEXT_PUBLIC_EMAILJS_ORIGIN} (the local outbox), not EmailJS.`);
  }

  return {
    output: "export",
    // A static host has no image optimiser; without this Next writes /_next/image URLs that 404.
    images: { unoptimized: true },
    turbopack: { root: __dirname },
    poweredByHeader: false,
    env: emailEnv,
  };
}
