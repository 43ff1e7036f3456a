/**
 * Plain-text rendering (pt-BR) of an enemy sheet and a band line, for the CLI and for apps that
 * print a sheet as the book does.
 *
 * @module
 */
import { bookRuleset, type Ruleset } from '../rules/index.js';
import type { EnemySheet } from './derive.js';
import type { BandSheet } from './band.js';

const POSTO: Record<string, string> = { bronze: 'Bronze', prata: 'Prata', elite: 'Elite' };
const TYPE: Record<string, string> = { figurante: 'Figurante', nomeado: 'Nomeado', rival: 'Rival', chefe: 'Chefe' };
const AWAKENS: Record<EnemySheet['awakens'], string> = {
  quando_quiser: 'Sétimo quando quiser',
  como_personagem: 'Sexto; desperta como um personagem',
  como_rival: 'Sexto; desperta como um rival',
  nao: 'Sexto; não desperta',
};

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/**
 * The enemy's sheet as text, in the order of the book's stat blocks (Números · Ataques · Traços).
 *
 * @param sheet - The sheet from `buildEnemy`.
 * @param ruleset - The ruleset (for the modifiers' labels; defaults to the book's).
 * @returns Several lines of pt-BR text, ending with a newline.
 * @example
 * ```ts
 * renderEnemySheet(buildEnemyOrThrow({ level: 1 })).split('\n')[0] //=> 'Nomeado, nível 1'
 * ```
 */
export function renderEnemySheet(sheet: EnemySheet, ruleset: Ruleset = bookRuleset): string {
  const s = sheet.stats;
  const lines: string[] = [];
  lines.push(sheet.name);
  lines.push(
    `Nível ${s.level} · ${s.posto ? POSTO[s.posto] : 'Sem Posto'} · ${TYPE[sheet.type]} (${sheet.conviccaoCount} ${sheet.conviccaoCount === 1 ? 'Convicção' : 'Convicções'})${sheet.army ? ` · ${sheet.army}` : ''}`,
  );
  lines.push('');
  lines.push(`PV ${s.hp.total} · DEF ${s.def.total} · Iniciativa ${signed(s.initiative)}`);
  lines.push(`Fortitude ${s.passiveDefenses.fortitude} · Reflexos ${s.passiveDefenses.reflexos} · Vontade ${s.passiveDefenses.vontade}`);
  lines.push(`Cosmo ${s.cosmo.start}/${s.cosmo.floor}/${s.cosmo.teto} (começa/piso/Teto) · ${AWAKENS[sheet.awakens]}`);
  if (s.resistencia)
    lines.push(
      `Armadura${sheet.armorName ? ` ${sheet.armorName}` : ''} · Resistência ${s.resistencia.total}${sheet.accessory && sheet.accessory !== 'nenhum' ? ` · ${sheet.accessory}` : ' · sem acessório'}${sheet.characteristics.length ? ` · ${sheet.characteristics.join(', ')}` : ''}`,
    );
  else lines.push('Sem armadura');
  lines.push('');
  lines.push(`Golpe comum: ${signed(s.attack)} · ${s.golpe.count > 1 ? `1d${s.golpe.die}${signed(s.golpe.bonus)} (${s.golpe.count} golpes)` : `1d${s.golpe.die}${signed(s.golpe.bonus)}`}`);
  lines.push('Técnicas (custo · ataque · dano):');
  for (const t of sheet.techniques) {
    const label = (m: string) => ruleset.techniques.modifiers[m as keyof Ruleset['techniques']['modifiers']]?.label ?? m.replace(/_/g, ' ');
    const mods = t.modifiers.length ? `, ${t.modifiers.map(label).join(', ')}` : '';
    lines.push(`  ${t.name} (${t.cost} · ${signed(t.attack)} · ${t.text}${mods})`);
  }
  lines.push(sheet.resposta ? `Resposta: ${sheet.resposta.name} · ${signed(sheet.resposta.attack)} · ${sheet.resposta.text}` : 'Resposta: — (sem Convicção)');
  if (sheet.traits.length) {
    lines.push('');
    for (const t of sheet.traits) lines.push(`• ${t}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A band line as text.
 *
 * @param band - The band sheet from `bandSheet`.
 * @param ruleset - The ruleset (for the band rules; defaults to the book's).
 * @returns pt-BR text, ending with a newline.
 * @example
 * ```ts
 * renderBand(bandSheet(5)).split('\n')[0] //=> 'Bando de figurantes, nível 5'
 * ```
 */
export function renderBand(band: BandSheet, ruleset: Ruleset = bookRuleset): string {
  const b = ruleset.enemies.bands;
  const n = (x: number) => (['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis'][x] ?? String(x));
  return [
    `Bando de figurantes, nível ${band.level}`,
    `DEF ${band.def} · Ataque ${signed(band.attack)} · Dano ${band.damage} (fixo, sem rolar)`,
    `${band.attacksPerRound === 1 ? 'Um ataque' : `${band.attacksPerRound} ataques`} por rodada; Vantagem enquanto houver mais de ${n(b.advantageWhileMoreThan)} de pé${band.standing ? ` (${band.standing} de pé: ${band.advantage ? 'com' : 'sem'} Vantagem)` : ''}.`,
    `${band.canCrit ? 'Pode dar crítico' : 'Sem crítico'}; o dano do bando ${band.canBeParried ? 'se apara' : 'não se apara'}.`,
    `Derruba: golpe comum ${b.drops.golpeComum} · técnica de alvo único ${b.drops.singleTargetTechnique} · técnica em área até ${b.drops.areaTechniqueMax}.`,
    '',
  ].join('\n');
}
