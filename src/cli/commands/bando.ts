/**
 * `sangue-e-estrelas bando <nível> [--json]` — the band line of a level (Capítulo Dez, Figurantes).
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { bandSheet, checkBandLevel, renderBand } from '../../enemy/index.js';
import { readLevelArgs } from './shared.js';

const usage =
  'uso: sangue-e-estrelas bando <nível> [--json]\n' +
  '  <nível>   o nível do grupo, de 1 a 20\n' +
  '  --json    imprime a linha em JSON\n';

/** The `bando` subcommand. @internal */
export const command: CliCommand = {
  name: 'bando',
  summary: 'a linha de um bando de figurantes para o nível do grupo (Capítulo Dez)',
  usage,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = readLevelArgs(args, io, usage, { values: [], booleans: ['json'] });
    if (typeof parsed === 'number') return parsed;
    const checked = checkBandLevel(parsed.level);
    if (!checked.ok) {
      io.err(checked.issues.map((x) => `erro: ${x.message}\n`).join(''));
      return EXIT.usage;
    }
    const band = bandSheet(checked.value);
    io.out(parsed.booleans.json ? `${JSON.stringify(band, null, 2)}\n` : renderBand(band));
    return EXIT.ok;
  },
};
