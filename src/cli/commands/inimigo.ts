/**
 * `sangue-e-estrelas inimigo <nível> [--posto bronze|prata|elite] [--tipo nomeado|rival|chefe] [--json]`
 * — the enemy "montado pelo livro" of a level (Capítulo Dez).
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { buildEnemy, renderEnemySheet } from '../../enemy/index.js';
import { readLevelArgs } from './shared.js';

const usage =
  'uso: sangue-e-estrelas inimigo <nível> [--posto bronze|prata|elite] [--tipo nomeado|rival|chefe] [--json]\n' +
  '  <nível>    de 1 a 20\n' +
  '  --posto    Bronze (padrão), Prata (a partir do nível 9) ou elite (a partir do 15)\n' +
  '  --tipo     nomeado (0 Convicções, padrão), rival (1) ou chefe (3)\n' +
  '  --json     imprime a ficha em JSON\n';

const POSTOS = ['bronze', 'prata', 'elite'] as const;
const TIPOS = ['nomeado', 'rival', 'chefe'] as const;

/** The `inimigo` subcommand. @internal */
export const command: CliCommand = {
  name: 'inimigo',
  summary: 'a ficha do inimigo montado pelo livro para um nível (tabela rápida, Capítulo Dez)',
  usage,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = readLevelArgs(args, io, usage, { values: ['posto', 'tipo'], booleans: ['json'] });
    if (typeof parsed === 'number') return parsed;
    const posto = parsed.values.posto?.toLowerCase();
    const tipo = parsed.values.tipo?.toLowerCase();
    if (posto !== undefined && !(POSTOS as readonly string[]).includes(posto)) {
      io.err(`erro: Posto desconhecido: "${posto}". Use bronze, prata ou elite.\n`);
      return EXIT.usage;
    }
    if (tipo !== undefined && !(TIPOS as readonly string[]).includes(tipo)) {
      io.err(`erro: tipo de inimigo desconhecido: "${tipo}". Use nomeado, rival ou chefe (o figurante vem em bando: sangue-e-estrelas bando <nível>).\n`);
      return EXIT.usage;
    }
    const r = buildEnemy({
      level: parsed.level,
      ...(posto !== undefined && { posto }),
      ...(tipo !== undefined && { type: tipo }),
    });
    if (!r.ok) {
      io.err(r.issues.map((x) => `erro: ${x.message}\n`).join(''));
      return EXIT.usage;
    }
    io.out(parsed.booleans.json ? `${JSON.stringify(r.value, null, 2)}\n` : renderEnemySheet(r.value));
    return EXIT.ok;
  },
};
