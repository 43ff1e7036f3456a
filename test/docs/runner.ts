/**
 * Runs the blocks of one guide in one process (the docs test starts it with tsx): each block is
 * its own module, imported in turn; a block that throws does not stop the next. Prints one JSON
 * line: for each block, the error's text (null when it ran) and how many `//=>` checks ran.
 */
import { pathToFileURL } from 'node:url';

const g = globalThis as { __docChecksRun?: number };
const results: { error: string | null; checks: number }[] = [];
for (const file of process.argv.slice(2)) {
  g.__docChecksRun = 0;
  try {
    await import(pathToFileURL(file).href);
    results.push({ error: null, checks: g.__docChecksRun });
  } catch (e) {
    results.push({ error: e instanceof Error ? (e.stack ?? e.message) : String(e), checks: g.__docChecksRun });
  }
}
console.log(`\n__DOC_RESULTS__${JSON.stringify(results)}`);
process.exit(0); // a block may leave a worker or a timer behind: the results are in
