/** The browser tests' global setup: the playground is built once for every test file (test/browser/harness.ts serves it). */
import { existsSync } from 'node:fs';
import { buildPlayground, CHROMIUM } from './harness.js';

export default async function setup(): Promise<void> {
  if (!existsSync(CHROMIUM) && !process.env.CI) return; // the tests skip themselves
  await buildPlayground();
}
