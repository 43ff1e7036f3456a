/**
 * `sangue-e-estrelas d10 <dados> <dificuldade>` — the exact chances of a d10 pool ("vale a pena?"),
 * and optionally a seeded roll.
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { createRandom } from '../../dice/index.js';
import type { Issue } from '../../issues/index.js';
import { buildPool, poolProbabilities, rollPool, validatePoolSize, type PoolProbabilities } from '../../d10/index.js';

const usage =
  'uso: sangue-e-estrelas d10 <dados> <dificuldade> [--rolar] [--semente N] [--json]\n' +
  '  <dados>        número de dados (5) ou Atributo+Habilidade (3+2)\n' +
  '  <dificuldade>  de 2 (Extremamente Fácil) a 10 (Quase Impossível)\n' +
  '  --rolar        também rola a parada (com --semente N, sempre a mesma rolagem)\n' +
  '  --json         imprime o resultado em JSON\n';

function pct(p: number): string {
  return `${(p * 100).toFixed(1).replace('.', ',')} %`;
}

function num(n: number, digits = 2): string {
  return n.toFixed(digits).replace('.', ',');
}

function parseInteger(text: string): number | undefined {
  return /^-?\d+$/.test(text) ? Number(text) : undefined;
}

function explain(issues: readonly Issue[]): string {
  return issues.map((i) => `erro: ${i.message}\n`).join('');
}

/** Reads `<dados>`: a number, or `A+H` (validated as a pool of at most two traits). */
function parseDice(text: string): { dice: number; warnings: readonly Issue[] } | { error: string } {
  if (text.includes('+')) {
    const parts = text.split('+').map((p) => parseInteger(p.trim()));
    if (parts.some((p) => p === undefined)) return { error: `erro: "${text}" não é uma parada: use um número (5) ou Atributo+Habilidade (3+2).\n` };
    const names = ['Atributo', 'Habilidade', 'terceira Característica', 'quarta Característica'];
    const r = buildPool(parts.map((value, i) => ({ name: names[i] ?? `Característica ${i + 1}`, value })));
    return r.ok ? { dice: r.value.dice, warnings: r.issues } : { error: explain(r.issues) };
  }
  const n = parseInteger(text);
  if (n === undefined) return { error: `erro: "${text}" não é uma parada: use um número (5) ou Atributo+Habilidade (3+2).\n` };
  const r = validatePoolSize(n);
  return r.ok ? { dice: r.value, warnings: r.issues } : { error: explain(r.issues) };
}

function row(label: string, value: string): string {
  return `  ${label.padEnd(24)}${value.padStart(8)}`;
}

function render(p: PoolProbabilities): string {
  const lines: string[] = [];
  lines.push(`Parada de ${p.dice} ${p.dice === 1 ? 'dado' : 'dados'} contra dificuldade ${p.difficulty} (${p.difficultyLabel})`);
  lines.push(`Cada dado: sucesso ${pct(p.perDie.success)} · 1 ${pct(p.perDie.one)} · outro ${pct(p.perDie.other)}`);
  lines.push('');
  for (const a of p.atLeast) {
    lines.push(row(`pelo menos ${a.successes} ${a.successes === 1 ? 'sucesso' : 'sucessos'}`, pct(a.probability)));
  }
  if (p.atLeast.length) lines.push('');
  lines.push(row('Sucesso', pct(p.success)));
  lines.push(row('Falha', pct(p.failure)));
  lines.push(row('Falha Crítica', pct(p.criticalFailure)));
  lines.push(row('sucessos esperados', `${num(p.expectedSuccesses)}  `));
  const degrees = p.degrees.filter((d) => d.outcomes > 0).map((d) => `${d.label} ${pct(d.probability)}`);
  if (degrees.length) {
    lines.push('');
    lines.push(`Graus: ${degrees.join(' · ')}`);
  }
  return `${lines.map((l) => l.trimEnd()).join('\n')}\n`;
}

/** The `d10` subcommand. @internal */
export const command: CliCommand = {
  name: 'd10',
  summary: 'chances exatas de uma parada de d10 contra uma dificuldade (e rolagem opcional)',
  usage,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const positional: string[] = [];
    let json = false;
    let roll = false;
    let seed: number | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--help' || a === '-h' || a === 'ajuda') {
        io.out(usage);
        return EXIT.ok;
      } else if (a === '--json') json = true;
      else if (a === '--rolar') roll = true;
      else if (a === '--semente') {
        const v = args[++i];
        const n = v === undefined ? undefined : parseInteger(v);
        if (n === undefined) {
          io.err(`erro: --semente precisa de um número inteiro.\n${usage}`);
          return EXIT.usage;
        }
        seed = n;
        roll = true;
      } else if (a.startsWith('--')) {
        io.err(`erro: opção desconhecida "${a}".\n${usage}`);
        return EXIT.usage;
      } else positional.push(a);
    }
    if (positional.length !== 2) {
      io.err(`erro: diga a parada e a dificuldade (recebi ${positional.length} ${positional.length === 1 ? 'argumento' : 'argumentos'}).\n${usage}`);
      return EXIT.usage;
    }
    const dice = parseDice(positional[0]!);
    if ('error' in dice) {
      io.err(dice.error);
      return EXIT.usage;
    }
    const difficulty = parseInteger(positional[1]!);
    const probs = poolProbabilities(dice.dice, difficulty ?? Number.NaN);
    if (!probs.ok) {
      io.err(difficulty === undefined ? `erro: "${positional[1]}" não é uma dificuldade: use um número de 2 a 10.\n` : explain(probs.issues));
      return EXIT.usage;
    }
    const rolled = roll ? rollPool(dice.dice, probs.value.difficulty, createRandom(seed)) : undefined;
    if (json) {
      io.out(`${JSON.stringify({ probabilidades: probs.value, rolagem: rolled?.ok ? rolled.value : undefined }, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const w of [...dice.warnings]) io.err(`aviso: ${w.message}\n`);
    let text = render(probs.value);
    if (rolled?.ok) text += `\nRolagem${seed === undefined ? '' : ` (semente ${seed})`}: ${rolled.value.text}\n`;
    io.out(text);
    return EXIT.ok;
  },
};
