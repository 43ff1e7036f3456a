/**
 * Writes `docs/catalogo.md`: every valid choice of a character (armies, constellations, accessories,
 * armor characteristics, skills, treinos, conditions, Glória triggers) and the level table (Grau,
 * proficiency, the choices of each level from `choiceSlotsAt`), read from the ruleset — never typed
 * by hand. `npm run catalogo` regenerates it; `test/docs.test.ts` fails when the checked-in page is
 * stale (it renders it in memory with {@link renderCatalogo} and compares).
 *
 * Run: `npm run catalogo` (or `--check` to only compare).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bookRuleset, choiceSlotsAt, fixedGainsAt, type Ruleset } from '../src/index.js';

/** Where the page lives. */
export const catalogoPath = join(fileURLToPath(new URL('..', import.meta.url)), 'docs', 'catalogo.md');

/** A table cell: one line, pipes escaped. */
function cell(v: unknown): string {
  const text = v === undefined || v === null || v === '' ? '—' : String(v);
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function table(head: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

const code = (slug: string) => `\`${slug}\``;

/**
 * The catalogue page for a ruleset, as Markdown (pt-BR).
 *
 * @param ruleset - The ruleset (defaults to the book's; a house rule's own choices appear too).
 * @returns The whole page.
 * @example
 * ```ts
 * renderCatalogo().startsWith('# Catálogo') //=> true
 * ```
 */
export function renderCatalogo(ruleset: Ruleset = bookRuleset): string {
  const c = ruleset.creation;
  const armies = ruleset.armies.armies as Readonly<Record<string, { slug: string; label: string; complete: boolean; eliteSeats?: readonly { slug: string; label: string; golpeDoAssento?: string }[] }>>;
  const choiceNames: Readonly<Record<string, string>> = {
    vida_ou_cosmo: `${ruleset.progression.choices.vida.name} ou ${ruleset.progression.choices.cosmo.name}`,
    tecnica_ou_atributo: ruleset.progression.choices.tecnicaOuAtributo.name,
    pericia_ou_defesa: ruleset.progression.choices.periciaOuDefesa.name,
  };
  const gains = ruleset.progression.fixedGains as Readonly<Record<string, { name: string }>>;
  const skillName = new Map(c.skills.map((s) => [s.id, s.name]));
  const out: string[] = [];
  out.push(
    '# Catálogo das escolhas',
    '',
    `<!-- Gerado por scripts/gen-catalogo.ts a partir das regras (${ruleset.id}). Não edite à mão: rode \`npm run catalogo\`. -->`,
    '',
    `As escolhas válidas de um personagem nas regras **${ruleset.name}**, com o valor que vai no JSON`,
    '(a coluna "no JSON"). Uma regra da casa (`createRuleset`) pode acrescentar ou mudar escolhas;',
    'esta página mostra as do livro. Veja como criar um personagem em [personagem.md](personagem.md).',
    '',
    '## Exércitos (`army`)',
    '',
    'Os exércitos jogáveis na criação (Capítulo Três):',
    '',
    table(
      ['no JSON', 'exército', 'deus', 'guerreiros', 'armadura', 'começa como', 'constelação'],
      c.armies.map((a) => [code(a.id), a.name, a.god, a.warriors, a.armor, a.startsAs, a.constellation]),
    ),
    '',
    'Todos os exércitos das regras (os incompletos servem aos inimigos do Mestre):',
    '',
    table(
      ['no JSON', 'exército', 'completo'],
      Object.values(armies).map((a) => [code(a.slug), a.label, a.complete ? 'sim' : 'não']),
    ),
    '',
    '## Constelações (`constellation`)',
    '',
    'A constelação é um texto livre, dentro do que o exército permite (tabela acima). Os assentos de',
    'elite (Ouro e equivalentes) são reservados; cada um traz o seu golpe do assento:',
    '',
    table(
      ['exército', 'no JSON', 'assento', 'golpe do assento'],
      Object.values(armies).flatMap((a) => (a.eliteSeats ?? []).map((s) => [a.label, code(s.slug), s.label, s.golpeDoAssento])),
    ),
    '',
    '## Acessórios (`accessory`)',
    '',
    table(['no JSON', 'acessório', 'efeito'], ruleset.armor.accessories.map((a) => [code(a.slug), a.label, a.effect])),
    '',
    '## Características da armadura',
    '',
    `Quantas por Posto: ${Object.entries(ruleset.armor.characteristicsPerPosto)
      .map(([posto, n]) => `${ruleset.armor.postos[posto as keyof typeof ruleset.armor.postos]?.label ?? posto} ${n}`)
      .join(' · ')}.`,
    '',
    table(['no JSON', 'característica', 'efeito'], ruleset.armor.characteristics.map((a) => [code(a.slug), a.label, a.effect])),
    '',
    '## Atributo do Cosmo (`cosmoAttribute`)',
    '',
    table(['no JSON', 'atributo', 'o Cosmo', 'como é'], c.cosmoAttributes.map((a) => [code(a.key), a.name, a.tag, a.text])),
    '',
    '## Perícias (`skills`)',
    '',
    table(['no JSON', 'perícia', 'atributo', 'serve para'], c.skills.map((s) => [code(s.id), s.name, s.attribute, s.usedFor])),
    '',
    '## Defesas passivas (`trainedDefenses`)',
    '',
    table(['no JSON', 'defesa', 'atributo', 'contra'], c.passiveDefenses.list.map((d) => [code(d.id), d.name, d.attribute, d.against])),
    '',
    '## Treinos (`treino`)',
    '',
    table(
      ['no JSON', 'treino', 'perícias', 'lição', 'efeito da lição'],
      c.treinos.map((t) => [code(t.id), t.name, t.skills.map((s) => skillName.get(s) ?? s).join(', '), t.licao.name, t.licao.effect]),
    ),
    '',
    '## Condições',
    '',
    table(
      ['no JSON', 'condição', 'grau', 'efeito'],
      Object.entries(ruleset.combat.conditions).map(([slug, x]) => [code(slug), x.name, ruleset.techniques.conditionGradeLabels[x.grade as keyof typeof ruleset.techniques.conditionGradeLabels] ?? x.grade, x.effect]),
    ),
    '',
    '## Glória: o que a rende',
    '',
    table(['no JSON', 'quando', 'Glória'], ruleset.progression.gloria.triggers.map((t) => [code(t.id), t.when, `+${t.amount}`])),
    '',
    '## Níveis: Grau, proficiência e escolhas',
    '',
    'As escolhas de cada nível são as de `choiceSlotsAt(nível)`; os ganhos fixos, as de `fixedGainsAt(nível)`.',
    '',
    table(
      ['nível', 'Grau', 'proficiência', 'PV base', 'Glória para sair', 'escolhas (`choiceSlotsAt`)', 'ganhos fixos'],
      ruleset.progression.levels.map((l) => [
        l.level,
        l.grau,
        `+${l.proficiency}`,
        l.hpBase,
        l.gloriaToLeave,
        choiceSlotsAt(l.level, ruleset).map((s) => `${choiceNames[s] ?? s} (${code(s)})`).join(' · ') || '—',
        fixedGainsAt(l.level, ruleset).map((g) => gains[g]?.name ?? g).join(' · ') || '—',
      ]),
    ),
    '',
    '## Graus das técnicas',
    '',
    table(
      ['Grau', 'níveis', 'tamanho máximo', 'bônus de pontos até'],
      ruleset.techniques.graus.map((g) => [g.grau, `${g.levels.from}–${g.levels.to}`, g.maxSize, g.pointBonusMax]),
    ),
    '',
  );
  return out.join('\n');
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const text = renderCatalogo();
  if (process.argv.includes('--check')) {
    const current = readFileSync(catalogoPath, 'utf8');
    if (current !== text) {
      console.error('docs/catalogo.md está desatualizado: rode npm run catalogo');
      process.exitCode = 1;
    } else console.log('docs/catalogo.md em dia');
  } else {
    writeFileSync(catalogoPath, text);
    console.log(`docs/catalogo.md (${text.length} caracteres)`);
  }
}
