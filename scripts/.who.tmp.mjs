import { build } from 'esbuild';
const r = await build({ stdin: { contents: process.argv[2], resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, minify: true, platform: 'browser', format: 'esm', metafile: true, logLevel: 'silent' });
const target = process.argv[3];
for (const [k, v] of Object.entries(r.metafile.inputs)) for (const i of v.imports) if (i.path.includes(target)) console.log(k, '->', i.path);
