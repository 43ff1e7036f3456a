/**
 * `sangue-e-estrelas ficha <personagem.json> [--pdf <saida.pdf>] [--json <saida.json>]` — the main
 * job: validate a stored character, derive its ficha, and export it as JSON (with the derived ficha
 * as a snapshot) and as a fillable PDF that carries the JSON inside.
 *
 * @internal
 */
import { deriveFicha, type Ficha, type Warrior } from '../../character/index.js';
import { characterDocument, saveDocument } from '../../export/json/index.js';
import { exportFichaPdf, fichaViewFromFicha } from '../../export/pdf/index.js';
import type { Issue } from '../../issues/index.js';
import { EXIT, type CliCommand, type CliIo } from '../command.js';
import { exitCodeFor, formatIssues, parseFlags, readCharacter, writeOutput } from './shared.js';

const usage =
  'uso: sangue-e-estrelas ficha <personagem.json> [--pdf <saida.pdf>] [--json <saida.json>]\n' +
  '  <personagem.json>  o personagem guardado (documento "sangue-e-estrelas/ficha" ou o personagem puro);\n' +
  '                     para começar: sangue-e-estrelas exemplo teo --saida teo.json\n' +
  '  --pdf <arquivo>    escreve a ficha em PDF preenchível (com o JSON embutido)\n' +
  '  --json <arquivo>   escreve o documento JSON com a ficha calculada\n' +
  'As pastas das saídas precisam existir: o programa não cria pastas.\n';

function line(label: string, text: string): string {
  return `${label.padEnd(14)} ${text}\n`;
}

function fichaValueText(v: Ficha['def']): string {
  return 'text' in v ? v.text : `(${v.reason})`;
}

/** A short pt-BR summary of a derived ficha, with the breakdown of each number. */
export function summarize(f: Ficha): string {
  let out = `${f.name} — ${f.army.name}, ${f.posto.label} de ${f.constellation}, nível ${f.level}\n`;
  out += line('Atributos', Object.values(f.attributes).map((a) => `${a.key} ${a.value} (${a.modifier >= 0 ? '+' : '−'}${Math.abs(a.modifier)})`).join(' · '));
  out += line('Proficiência', `+${f.proficiency} · Grau ${f.grau}`);
  out += line('PV', f.hp.text);
  out += line('DEF', fichaValueText(f.def));
  out += line('Iniciativa', f.initiative.text);
  out += line('Movimento', f.movement.text);
  for (const d of Object.values(f.passiveDefenses)) out += line(d.name, `${d.value.text}${d.trained ? ' (treinada)' : ''}`);
  out += line('Cosmo', `${f.cosmo.start.text} · ${f.cosmo.floor.text} · ${f.cosmo.teto.text}`);
  out += line('Resistência', fichaValueText(f.resistencia));
  out += line('Golpe comum', `${f.golpeComum.toHit.text} · dano ${f.golpeComum.damage}`);
  for (const t of f.techniques) {
    out += line('Técnica', `${t.name} — ${t.natureLabel}, tamanho ${t.size}, custo ${t.cost}, Grau ${t.grau ?? '?'} · ${t.roll?.text ?? 'sem rolagem'} · ${t.damage}`);
  }
  return out;
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, { values: ['pdf', 'json'], booleans: [], help: ['--help', '-h'] });
  if (flags.ok && flags.help) {
    io.out(usage);
    return EXIT.ok;
  }
  if (!flags.ok) {
    io.err(`erro: ${flags.message}\n\n${usage}`);
    return EXIT.usage;
  }
  const [file, ...extra] = flags.positional;
  if (file === undefined || extra.length > 0) {
    io.err(`erro: diga um arquivo de personagem (um só).\n\n${usage}`);
    return EXIT.usage;
  }
  const loaded = await readCharacter(file, io);
  if (!loaded.ok) {
    io.err(`${file}: a ficha não pôde ser lida.\n${formatIssues(loaded.issues)}`);
    return exitCodeFor(loaded.issues);
  }
  const warrior: Warrior = loaded.value;
  const ficha = deriveFicha(warrior);
  io.out(summarize(ficha));
  const warnings: Issue[] = [...loaded.issues];

  const doc = saveDocument(characterDocument, warrior, { snapshot: ficha });
  if (!doc.ok) {
    io.err(`não foi possível montar o documento JSON:\n${formatIssues(doc.issues)}`);
    return exitCodeFor(doc.issues);
  }
  if (flags.values.json !== undefined) {
    const w = await writeOutput(flags.values.json, `${doc.value}\n`, io);
    if (!w.ok) {
      io.err(formatIssues(w.issues));
      return exitCodeFor(w.issues);
    }
    io.out(`\nJSON: ${flags.values.json}\n`);
  }
  if (flags.values.pdf !== undefined) {
    // Each technique's detail line says what it does (activation, duration, range, effects…).
    const view = fichaViewFromFicha(ficha);
    // The PDF embeds the document without the snapshot: the engine re-derives it on import.
    const plain = saveDocument(characterDocument, warrior);
    const pdf = await exportFichaPdf(view, { document: plain.ok ? plain.value : doc.value });
    if (!pdf.ok) {
      io.err(`não foi possível desenhar o PDF:\n${formatIssues(pdf.issues)}`);
      return exitCodeFor(pdf.issues);
    }
    warnings.push(...pdf.issues);
    const w = await writeOutput(flags.values.pdf, pdf.value, io);
    if (!w.ok) {
      io.err(formatIssues(w.issues));
      return exitCodeFor(w.issues);
    }
    io.out(`PDF: ${flags.values.pdf} (${Math.round(pdf.value.length / 1024)} KB)\n`);
  }
  if (warnings.length) io.out(`\navisos:\n${formatIssues(warnings)}`);
  return EXIT.ok;
}

/** The `ficha` subcommand. @internal */
export const command: CliCommand = {
  name: 'ficha',
  summary: 'valida um personagem, calcula a ficha e exporta em JSON e PDF (o trabalho principal)',
  usage,
  run,
};
