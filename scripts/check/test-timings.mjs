// `npm run test:timings`: where the end-to-end time went (docs/testing.md, docs/decisions.md#d111). Each Playwright
// config writes a JSON report to test-results/timings/ (main, proof, engines); this prints, per config and project,
// the test-minutes (every try, retries included) and the tests, then the spec files and the single tests that cost most.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(import.meta.dirname, "..", "..", "test-results", "timings");
const top = Number(process.argv[2] ?? 15);

/** Every test's tries in a report: { project, file, title, ms, tries, failed }. */
function testsOf(report) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const failed = test.results.some((result) => result.status !== "passed" && result.status !== "skipped");
        found.push({ project: test.projectName, file: spec.file ?? file, title: spec.title, ms, tries: test.results.length, failed });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return found;
}

const minutes = (ms) => (ms / 60_000).toFixed(1);
/** Sums tests by a key, largest first. */
function byKey(tests, key) {
  const groups = new Map();
  for (const test of tests) {
    const group = groups.get(key(test)) ?? { ms: 0, count: 0 };
    group.ms += test.ms;
    group.count += 1;
    groups.set(key(test), group);
  }
  return [...groups].sort(([, a], [, b]) => b.ms - a.ms);
}

const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
if (reports.length === 0) {
  console.log(`No timings in ${dir}: run the end-to-end tests first.`);
  process.exit(0);
}
const all = [];
for (const name of reports.sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), "utf8"));
  const config = name.replace(/\.json$/, "");
  const tests = testsOf(report).map((test) => ({ ...test, config }));
  all.push(...tests);
  const wall = report.stats?.duration ?? 0;
  console.log(`\n${config}: ${minutes(wall)} min wall, ${minutes(tests.reduce((sum, test) => sum + test.ms, 0))} test-minutes, ${tests.length} tests`);
  for (const [project, { ms, count }] of byKey(tests, (test) => test.project)) {
    console.log(`  ${project.padEnd(14)} ${minutes(ms).padStart(5)} min  ${String(count).padStart(4)} tests`);
  }
  const retried = tests.filter((test) => test.tries > 1);
  if (retried.length > 0) console.log(`  retried: ${retried.length} tests, ${minutes(retried.reduce((sum, test) => sum + test.ms, 0))} min`);
}

console.log(`\nSpec files by test-minutes (top ${top}):`);
for (const [file, { ms, count }] of byKey(all, (test) => `${test.config} ${test.project} ${test.file}`).slice(0, top)) {
  console.log(`  ${minutes(ms).padStart(5)} min  ${String(count).padStart(4)} tests  ${file}`);
}
console.log(`\nSingle tests by time (top ${top}):`);
for (const test of [...all].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.log(`  ${(test.ms / 1000).toFixed(0).padStart(5)} s  ${test.config} ${test.project} ${test.file}: ${test.title}`);
}
