/**
 * `sangue-e-estrelas tecnica <arquivo.json>` — measures a technique: the receipt (size, max size,
 * cost, each term with its rule), every rule of Capítulo Seis checked, and the template with the
 * damage at a level.
 *
 * Exit codes: 0 the technique is valid (warnings allowed); 1 it breaks a rule; 2 the input cannot
 * be used (no file, not JSON, wrong shape, bad flag).
 *
 * @internal
 */
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import type { Issue } from '../../issues/index.js';
import { cliMessage, exitCodeFor, formatIssues, readJsonFile } from './shared.js';
import { bookRuleset } from '../../rules/index.js';
import {
  formatReceipt,
  formatTechnique,
  readTechnique,
  readTechniqueOwner,
  techniqueAtLevel,
  techniqueCritical,
  type TechniqueOwner,
} from '../../technique/index.js';

const usage =
  'uso: sangue-e-estrelas tecnica <arquivo.json> [--nivel N] [--dono <dono.json>] [--json]\n' +
  '  <arquivo.json>     a técnica, no formato do modelo para registrar\n' +
  '                     (para começar: sangue-e-estrelas exemplo poeira-de-gelo --saida poeira.json)\n' +
  '  --nivel N          calcula o dano ou a cura no nível N (padrão: o primeiro nível do Grau da técnica)\n' +
  '  --dono <arquivo>   quem usa a técnica: { "level": 5, "attributes": { "DES": 15 }, "posto": "bronze" }\n' +
  '  --json             imprime { size, maxSize, cost, grau, valid, issues, … } em JSON\n';

function explain(prefix: string, issues: readonly Issue[]): string {
  return issues.map((i) => `${prefix}${i.path.length ? `${i.path.join('.')}: ` : ''}${cliMessage(i)}\n`).join('');
}

async function readJson(io: CliIo, path: string, what: string): Promise<{ value: unknown } | { error: string; code: number }> {
  const r = await readJsonFile(path, io);
  return r.ok ? { value: r.value } : { error: `erro: não deu para usar ${what} "${path}":\n${formatIssues(r.issues)}`, code: exitCodeFor(r.issues) };
}

/** The `tecnica` subcommand. @internal */
export const command: CliCommand = {
  name: 'tecnica',
  summary: 'mede uma técnica (tamanho, custo, Grau, dano) e confere as regras do Capítulo Seis',
  usage,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    let file: string | undefined;
    let json = false;
    let level: number | undefined;
    let ownerFile: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '--json') json = true;
      else if (a === '--help' || a === '-h') {
        io.out(usage);
        return EXIT.ok;
      } else if (a === '--nivel') {
        const v = args[++i];
        if (v === undefined || !/^\d+$/.test(v)) {
          io.err(`erro: --nivel precisa de um número inteiro (recebi ${v === undefined ? 'nada' : `"${v}"`}).\n${usage}`);
          return EXIT.usage;
        }
        level = Number(v);
      } else if (a === '--dono') {
        ownerFile = args[++i];
        if (ownerFile === undefined) {
          io.err(`erro: --dono precisa do caminho de um arquivo JSON.\n${usage}`);
          return EXIT.usage;
        }
      } else if (a.startsWith('-')) {
        io.err(`erro: opção desconhecida "${a}".\n${usage}`);
        return EXIT.usage;
      } else if (file === undefined) file = a;
      else {
        io.err(`erro: um arquivo de técnica por vez (recebi "${file}" e "${a}").\n${usage}`);
        return EXIT.usage;
      }
    }
    if (file === undefined) {
      io.err(`erro: diga qual arquivo de técnica medir.\n${usage}`);
      return EXIT.usage;
    }

    const input = await readJson(io, file, 'o arquivo');
    if ('error' in input) {
      io.err(input.error);
      return input.code;
    }
    let owner: unknown;
    if (ownerFile !== undefined) {
      const o = await readJson(io, ownerFile, 'o arquivo do dono');
      if ('error' in o) {
        io.err(o.error);
        return o.code;
      }
      owner = o.value;
      if (level !== undefined && owner !== null && typeof owner === 'object' && !Array.isArray(owner)) owner = { ...owner, level };
    } else if (level !== undefined) owner = { level };

    let ownerCtx: TechniqueOwner | undefined;
    if (owner !== undefined) {
      const o = readTechniqueOwner(owner, bookRuleset);
      if (!o.ok) {
        io.err(`erro: o dono da técnica não serve:\n${explain('  ', o.issues)}`);
        return EXIT.usage;
      }
      ownerCtx = o.value;
    }

    const r = readTechnique(input.value, ownerCtx, bookRuleset);
    if (!r.ok) {
      io.err(`erro: "${file}" não tem a forma de uma técnica:\n${explain('  ', r.issues)}`);
      return EXIT.usage;
    }
    const { technique, receipt } = r.value;
    const atLevel = ownerCtx ?? bookRuleset.techniques.graus[(receipt.grau ?? 1) - 1]?.levels.from ?? 1;
    const damage = techniqueAtLevel(technique, atLevel, bookRuleset);
    const critical = techniqueCritical(technique, atLevel, bookRuleset);

    if (json) {
      const report = {
        name: technique.name,
        size: receipt.size.total,
        maxSize: receipt.maxSize?.total ?? null,
        cost: receipt.cost.total,
        grau: receipt.grau,
        valid: receipt.valid,
        issues: receipt.issues.map((i) => ({ code: i.code, severity: i.severity, path: i.path, message: i.message, params: i.params })),
        receipt: {
          size: { text: receipt.size.text, terms: receipt.size.terms },
          maxSize: receipt.maxSize ? { text: receipt.maxSize.text, terms: receipt.maxSize.terms } : null,
          cost: { text: receipt.cost.text, terms: receipt.cost.terms },
          costFloor: receipt.costFloor,
          upkeep: receipt.upkeep,
          notes: receipt.notes,
        },
        level: damage.level,
        pointBonus: damage.pointBonus,
        damage: damage.text || null,
        amounts: damage.amounts,
        critical: critical?.text ?? null,
        technique,
      };
      io.out(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      io.out(`${formatReceipt(receipt)}\n\n${formatTechnique(technique, atLevel, bookRuleset)}\n`);
      if (critical) io.out(`Crítico (20 natural):  ${critical.text}\n`);
    }
    return receipt.valid ? EXIT.ok : EXIT.invalid;
  },
};
