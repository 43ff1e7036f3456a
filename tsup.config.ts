import { defineConfig } from 'tsup';

/**
 * One build, several entry points: the core stays small and free of pdf-lib; the PDF exporter and
 * the two other systems of the seeds are subpaths. ESM + CJS + declarations, like immer's build.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    pdf: 'src/export/pdf/index.ts',
    'cosmo-gaming': 'src/cosmo-gaming/index.ts',
    d10: 'src/d10/index.ts',
    sim: 'src/sim/index.ts',
    cli: 'src/cli/bin.ts',
  },
  format: ['esm', 'cjs'],
  dts: {
    entry: {
      index: 'src/index.ts',
      pdf: 'src/export/pdf/index.ts',
      'cosmo-gaming': 'src/cosmo-gaming/index.ts',
      d10: 'src/d10/index.ts',
      sim: 'src/sim/index.ts',
    },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'node20',
  outDir: 'dist',
});
