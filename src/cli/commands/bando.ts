/**
 * `sangue-e-estrelas bando <nível> [--json]` — the band line of a level (Capítulo Dez, Figurantes).
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { bandSheet, checkBandLevel } from '../../enemy/band.js';
import { renderBand } from '../../enemy/render.js';

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
    const positional: string[] = [];
    let json = false;
    for (const a of args) {
      if (a === '--help' || a === '-h' || a === 'ajuda') {
        io.out(usage);
        return EXIT.ok;
      }
      if (a === '--json') json = true;
      else if (a.startsWith('--')) {
        io.err(`erro: opção desconhecida "${a}".\n${usage}`);
        return EXIT.usage;
      } else positional.push(a);
    }
    if (positional.length !== 1) {
      io.err(`erro: diga um nível só (recebi ${positional.length} argumentos).\n${usage}`);
      return EXIT.usage;
    }
    const text = positional[0]!;
    const level = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(level)) {
      io.err(`erro: "${text}" não é um nível: use um número inteiro de 1 a 20.\n`);
      return EXIT.usage;
    }
    const checked = checkBandLevel(level);
    if (!checked.ok) {
      io.err(checked.issues.map((x) => `erro: ${x.message}\n`).join(''));
      return EXIT.usage;
    }
    const band = bandSheet(checked.value);
    io.out(json ? `${JSON.stringify(band, null, 2)}\n` : renderBand(band));
    return EXIT.ok;
  },
};
