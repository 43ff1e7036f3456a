/**
 * A build-only entry (see tsup.config.ts, `esmOnlyEntries`): its one import makes esbuild's code
 * splitting give the zod code the ES-module build carries a chunk of its own. Not a public module;
 * nothing imports it.
 *
 * @internal
 * @module
 */
export { object } from 'zod';
