// @ts-check
// `npm run bench -- --busy=N`: N processes that keep the processor busy while Lighthouse measures, so that a quiet
// machine measures the way a shared one does on a slow day (issue 37 asks for both; the report's benchmarkIndex says how
// slow the machine was). Each in a session of its own: Linux shares the processor between sessions first
// (autogroup), and Chromium runs in a session of its own, so busy threads in one session would barely slow it.
import { spawn } from "node:child_process";

/**
 * Starts `processes` busy loops at the bench's own priority.
 * @param {number} processes
 * @returns {() => void} stops them
 */
export function keepBusy(processes) {
  const children = Array.from({ length: processes }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { detached: true, stdio: "ignore" }));
  const stop = () => children.forEach((child) => child.kill("SIGKILL"));
  process.once("exit", stop);
  return stop;
}
