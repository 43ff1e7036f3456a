/**
 * `sangue-e-estrelas inimigo <nível> [--posto bronze|prata|elite] [--tipo nomeado|rival|chefe] [--json]`
 * — the enemy "montado pelo livro" of a level (Capítulo Dez).
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { buildEnemy } from '../../enemy/build.js';
import { renderEnemySheet } from '../../enemy/render.js';

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
    const positional: string[] = [];
    let json = false;
    let posto: string | undefined;
    let tipo: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--help' || a === '-h' || a === 'ajuda') {
        io.out(usage);
        return EXIT.ok;
      }
      if (a === '--json') json = true;
      else if (a === '--posto' || a === '--tipo' || a.startsWith('--posto=') || a.startsWith('--tipo=')) {
        const [flag, inline] = a.split('=', 2) as [string, string | undefined];
        const value = inline ?? args[++i];
        if (value === undefined || value.startsWith('--')) {
          io.err(`erro: ${flag} precisa de um valor.\n${usage}`);
          return EXIT.usage;
        }
        if (flag === '--posto') posto = value.toLowerCase();
        else tipo = value.toLowerCase();
      } else if (a.startsWith('--')) {
        io.err(`erro: opção desconhecida "${a}".\n${usage}`);
        return EXIT.usage;
      } else positional.push(a);
    }
    if (positional.length !== 1) {
      io.err(`erro: diga um nível só (recebi ${positional.length} argumentos).\n${usage}`);
      return EXIT.usage;
    }
    const levelText = positional[0]!;
    if (!/^-?\d+$/.test(levelText)) {
      io.err(`erro: "${levelText}" não é um nível: use um número inteiro de 1 a 20.\n`);
      return EXIT.usage;
    }
    if (posto !== undefined && !(POSTOS as readonly string[]).includes(posto)) {
      io.err(`erro: Posto desconhecido: "${posto}". Use bronze, prata ou elite.\n`);
      return EXIT.usage;
    }
    if (tipo !== undefined && !(TIPOS as readonly string[]).includes(tipo)) {
      io.err(`erro: tipo de inimigo desconhecido: "${tipo}". Use nomeado, rival ou chefe (o figurante vem em bando: sangue-e-estrelas bando <nível>).\n`);
      return EXIT.usage;
    }
    const r = buildEnemy({
      level: Number(levelText),
      ...(posto !== undefined && { posto }),
      ...(tipo !== undefined && { type: tipo }),
    });
    if (!r.ok) {
      io.err(r.issues.map((x) => `erro: ${x.message}\n`).join(''));
      return EXIT.usage;
    }
    io.out(json ? `${JSON.stringify(r.value, null, 2)}\n` : renderEnemySheet(r.value));
    return EXIT.ok;
  },
};
