#!/usr/bin/env node
/**
 * The `sangue-e-estrelas` executable: runs the CLI with the process arguments and sets the exit
 * code. (The dispatcher itself is `main.ts`, which tests import without running anything.)
 *
 * @internal
 */
import { runCli, stopQuietlyOnClosedPipe } from './main.js';

stopQuietlyOnClosedPipe(process.stdout);
stopQuietlyOnClosedPipe(process.stderr);
runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
