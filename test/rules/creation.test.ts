import { describe, expect, it } from 'vitest';
import { creation, creationSchema, creationProvenance } from '../../src/rules/sections/creation.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';
import { attributeModifier } from '../../src/rules/levels.js';

const C = 'FACTS.md › Creation (Capítulo Três)';
const H = 'FACTS.md › Humans and apprentices (Antes do Sexto Sentido)';
const T = 'tables/03-criacao.md';

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

describe('creation section: schema', () => {
  it('the book data passes its own schema', () => {
    const r = parseWith(creationSchema, creation);
    expect(r.issues).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('every top-level key has a provenance entry', () => {
    for (const key of Object.keys(creation)) expect(creationProvenance[key], key).toBeDefined();
  });

  it('refuses an array value outside 1–20 with attribute_value_out_of_range', () => {
    const bad = clone(creation);
    bad.standardArray[0] = 21;
    const r = parseWith(creationSchema, bad);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('attribute_value_out_of_range');
  });

  it('refuses a modifier table that disagrees with the formula (modifier_table_disagrees)', () => {
    const bad = clone(creation);
    bad.modifierTable[0]!.modifier = 0;
    expect(parseWith(creationSchema, bad).issues.map((i) => i.code)).toContain('modifier_table_disagrees');
  });

  it('hostile: a row spanning every safe integer is one issue at its first wrong value (it was one per value: out of memory)', () => {
    // Book row 0 is 8–9 → −1 (tables/03-criacao.md); the formula floor((v − 10) / 2) gives 0 at 10.
    const wide = clone(creation);
    wide.modifierTable[0]!.max = Number.MAX_SAFE_INTEGER;
    const r = parseWith(creationSchema, wide).issues.filter((i) => i.code === 'modifier_table_disagrees');
    expect(r.map((i) => [i.path, i.params])).toEqual([[['modifierTable', 0], { value: 10, table: -1, formula: 0 }]]);
    const low = clone(creation);
    low.modifierTable[0]!.min = -Number.MAX_SAFE_INTEGER;
    expect(parseWith(creationSchema, low).issues.filter((i) => i.code === 'modifier_table_disagrees').map((i) => i.params.value)).toEqual([-Number.MAX_SAFE_INTEGER]);
    // Not whole numbers: the shape's issue, and no walk at all.
    const huge = clone(creation);
    huge.modifierTable[0]!.max = 1e308;
    expect(parseWith(creationSchema, huge).issues.map((i) => i.code)).not.toContain('modifier_table_disagrees');
  });

  it('refuses a treino naming an unknown skill (treino_unknown_skill)', () => {
    const bad = clone(creation);
    bad.treinos[0]!.skills[0] = 'voar';
    expect(parseWith(creationSchema, bad).issues.map((i) => i.code)).toContain('treino_unknown_skill');
  });

  it('refuses steps out of order (creation_step_out_of_order)', () => {
    const bad = clone(creation);
    bad.steps[0]!.order = 2;
    expect(parseWith(creationSchema, bad).issues.map((i) => i.code)).toContain('creation_step_out_of_order');
  });

  it('refuses skill counts that do not add up (skills_at_creation_sum)', () => {
    const bad = clone(creation);
    bad.skillsAtCreation.free = 5;
    expect(parseWith(creationSchema, bad).issues.map((i) => i.code)).toContain('skills_at_creation_sum');
  });
});

describe(`stated facts (${C})`, () => {
  it(`order of steps: Exército … Finalização (${C})`, () => {
    expect(creation.steps.map((s) => s.label)).toEqual([
      'Exército',
      'Constelação',
      'Atributos',
      'Atributo do Cosmo',
      'Treino',
      'Convicções',
      'Perícias e defesas',
      'Técnicas',
      'Finalização',
    ]);
  });
  it(`result: level 1, Posto Bronze (${C})`, () => {
    expect(creation.result).toEqual({ level: 1, posto: 'bronze' });
  });
  it(`attributes FOR DES CON INT SAB CAR (${C})`, () => {
    expect(creation.attributes.map((a) => a.key)).toEqual(['FOR', 'DES', 'CON', 'INT', 'SAB', 'CAR']);
  });
  it(`standard array 15 14 13 12 10 8 (${C})`, () => {
    expect(creation.standardArray).toEqual([15, 14, 13, 12, 10, 8]);
  });
  it(`optional: 4d6 drop lowest, six times (${C})`, () => {
    expect(creation.rolledArray).toEqual({ dice: 4, sides: 6, dropLowest: 1, times: 6 });
  });
  it(`modifier = floor((value − 10) / 2), as data: base 10, divisor 2 (${C})`, () => {
    expect(creation.modifier).toEqual({ base: 10, divisor: 2 });
  });
  it(`no attribute above 20 (${C})`, () => {
    expect(creation.attributeMax).toBe(20);
  });
  it(`Atributo do Cosmo: one of INT, SAB, CAR (${C})`, () => {
    expect(creation.cosmoAttributes.map((a) => a.key)).toEqual(['INT', 'SAB', 'CAR']);
  });
  it(`Treino: two skills + one lição; master is Prata or Ouro (${C})`, () => {
    expect(creation.treinoRules).toEqual({ skills: 2, licoes: 1, masterPostos: ['prata', 'elite'] });
    for (const t of creation.treinos) expect(t.skills).toHaveLength(2);
  });
  it(`named lições: Disciplina trains the third defense, Briga de Rua denies the opening Vantagem (${C})`, () => {
    const licoes = Object.fromEntries(creation.treinos.map((t) => [t.licao.id, t.licao]));
    expect(licoes.disciplina!.effects.trainsAllPassiveDefenses).toBe(true);
    expect(licoes.briga_de_rua!.effects.noOpeningStrikeVantagem).toBe(true);
  });
  it(`Convicções: three "eu luto", at least one names a person, rewrite one on level-up (${C})`, () => {
    expect(creation.conviccoes).toEqual({ atCreation: 3, startsWith: 'eu luto', namingAPerson: 1 });
    expect(bookRuleset.progression.levelUp.rewriteConviccoes).toBe(1);
  });
  it(`six skills: two of the treino + four free; a duplicate is replaced (${C})`, () => {
    expect(creation.skillsAtCreation).toEqual({ total: 6, fromTreino: 2, free: 4, duplicateReplaced: true });
  });
  it(`proficiency at level 1 is +2 (${C})`, () => {
    expect(bookRuleset.progression.levels[0]).toMatchObject({ level: 1, proficiency: 2 });
  });
  it(`everyone has the golpe comum: free, no Cosmo (${C})`, () => {
    expect(bookRuleset.combat.golpeComum.cost).toBe(0);
    expect(bookRuleset.combat.actions.find((a) => a.id === 'golpe')?.rule).toContain('Não custa nada.');
  });
  it(`two of the three passive defenses trained at creation (${C})`, () => {
    expect(creation.passiveDefenses.trainedAtCreation).toBe(2);
    expect(creation.passiveDefenses.list).toHaveLength(3);
  });
  it(`two techniques, Grau 1, one the signature (${C})`, () => {
    expect(creation.techniquesAtCreation).toEqual({ grau: 1, signatures: 1 });
    expect(bookRuleset.techniques.known.start).toBe(2);
  });
  it(`accessories: escudo, correntes, asas, garras, chifres, or none (${C})`, () => {
    expect(bookRuleset.armor.accessories.map((a) => a.slug)).toEqual(['escudo', 'correntes', 'asas', 'garras', 'chifres', 'nenhum']);
    expect('accessories' in creation).toBe(false);
  });
  it(`constellation gives: armor shape, accessory, one characteristic, the theme of the techniques (free, no rule effect) (${C})`, () => {
    expect(creation.constellation).toEqual({
      gives: ['forma_da_armadura', 'acessorio', 'caracteristica', 'tema_das_tecnicas'],
      techniqueThemeHasRuleEffect: false,
    });
    expect(bookRuleset.armor.characteristicsPerPosto.bronze).toBe(1);
    expect(creation.result.posto).toBe('bronze');
  });
  it(`constellations per army (Atena: not the zodiac; Poseidon: sea; Hades: 72 Estrelas Terrestres; Asgard: north) (${C})`, () => {
    const by = Object.fromEntries(creation.armies.map((a) => [a.id, a.constellation]));
    expect(by.atena).toMatch(/88.*doze do zodíaco/);
    expect(by.poseidon).toMatch(/mar/);
    expect(by.hades).toMatch(/72 Estrelas Terrestres/);
    expect(by.asgard).toMatch(/norte|sagas/);
  });
  it('fractions round up (FACTS.md › Resolution (opening chapters))', () => {
    expect(creation.rounding).toBe('up');
  });
});

describe(`stated facts (${H})`, () => {
  it(`human levels 1–4; level 1 no proficiency, no Convicção; level 2 +2, treino skills, one Convicção (${H})`, () => {
    const l = creation.humans.levels;
    expect(l.map((x) => x.level)).toEqual([1, 2, 3, 4]);
    expect(l[0]).toMatchObject({ proficiency: 0, conviccoes: 0, treinoSkills: false });
    expect(l[1]).toMatchObject({ proficiency: 2, conviccoes: 1, treinoSkills: true });
    expect(creation.humans.apprenticeLevel).toBe(2);
  });
  it(`human HP: level 1 = 4 + CON, level 4 = 10 + CON (${H})`, () => {
    expect(creation.humans.levels[0]!.hpBase).toBe(4);
    expect(creation.humans.levels[3]!.hpBase).toBe(10);
  });
  it(`human HP at level 1: CON 12 → 5; CON 8 → 3 (${H})`, () => {
    const hp = (con: number) => Math.max(creation.humans.hpMin, creation.humans.levels[0]!.hpBase + attributeModifier(con));
    expect(hp(12)).toBe(5);
    expect(hp(8)).toBe(3);
  });
  it(`human golpe 1d6 at the human limit (${H})`, () => {
    expect(creation.humans.levels[3]!.golpeDie).toBe(6);
  });
  it(`awakened warrior: golpe 1d8 and 14 + CON HP at level 1 (${H})`, () => {
    expect(bookRuleset.combat.golpeComum.damageDie).toBe(8);
    expect(bookRuleset.progression.levels[0]!.hpBase).toBe(14);
  });
  it(`before an awakened warrior a human is a figurante (${H})`, () => {
    expect(creation.humans.beforeAwakened).toBe('figurante');
    expect(Object.keys(bookRuleset.enemies.types)).toContain(creation.humans.beforeAwakened);
  });
  it(`trial tournament: duels of humans; one short rest between two duels of a day; one Convicção for the whole tournament; pushing out = Empurrar, 1.5 m per success (${H})`, () => {
    expect(creation.humans.tournament).toEqual({
      duelOf: 'humanos',
      shortRestPausesPerDay: 1,
      longRestBetweenDays: true,
      leavingCircleLoses: true,
      pushOut: { action: 'agarrar_empurrar', metersPerSuccess: 1.5 },
      conviccaoReturns: 'novo_nivel_humano',
      awakenedFacesFigurantes: true,
    });
    expect(bookRuleset.combat.actions.map((a) => a.id)).toContain(creation.humans.tournament.pushOut.action);
    expect(creation.humans.levels[creation.humans.apprenticeLevel - 1]!.conviccoes).toBe(1);
  });
  it(`human attributes 12 11 11 10 9 8 awaken in the same position to 15 14 13 12 10 8 (${H})`, () => {
    expect(creation.humans.array).toEqual([12, 11, 11, 10, 9, 8]);
    expect(creation.humans.awakening).toEqual([15, 14, 13, 12, 10, 8]);
  });
});

describe(`restored tables (${T})`, () => {
  it(`Níveis humanos: PV 4/6/8/10 + CON, golpe 1d4 1d4 1d6 1d6 (${T} › Níveis humanos)`, () => {
    expect(creation.humans.levels.map((l) => [l.level, l.who, l.hpBase, l.golpeDie])).toEqual([
      [1, 'Humano — todo mundo', 4, 4],
      [2, 'Aprendiz', 6, 4],
      [3, 'Aprendiz', 8, 6],
      [4, 'Aprendiz, no limite', 10, 6],
    ]);
  });
  it(`O status base: nine rows, human vs awakened (${T} › O status base)`, () => {
    const rows = Object.fromEntries(creation.humans.statusBase.map((r) => [r.what, [r.human, r.awakened]]));
    expect(rows.Atributos).toEqual(['12 · 11 · 11 · 10 · 9 · 8', '15 · 14 · 13 · 12 · 10 · 8']);
    expect(rows.PV).toEqual(['A tabela acima', '14 + CON']);
    expect(rows.DEF).toEqual(['10 + DES', '10 + DES ou o Atributo do Cosmo, + armadura (e a guarda)']);
    expect(rows['Defesas passivas']).toEqual(['10 + atributo, + proficiência nas treinadas', '14 + atributo, + proficiência nas treinadas']);
    expect(rows.Cosmo).toEqual(['Nenhum: sem Teto, sem piso', 'O Cosmo inicial, o piso e Teto 5']);
    expect(rows.Técnicas).toEqual(['Nenhuma', 'Duas, uma delas a assinatura']);
    expect(rows.Convicções).toEqual(['Nenhuma no nível 1; uma a partir do 2', 'Três']);
    expect(rows.Perícias).toEqual(['As duas do treino, a partir do nível 2', 'As seis da criação']);
    expect(creation.humans.statusBase).toHaveLength(9);
    expect(creation.humans.def).toEqual({ base: 10, attribute: 'DES' });
    expect(creation.humans.passiveDefenseBase).toBe(10);
  });
  it(`O despertar: trial from human level 3, stand with 1/4 of level-1 warrior HP (${T} › Quadro "O despertar")`, () => {
    expect(creation.humans.trial).toEqual({ fromHumanLevel: 3, standHpFraction: 0.25 });
  });
  it(`Etapa 1 · Exército (${T} › Etapa 1 · Exército)`, () => {
    expect(creation.armies.map((a) => [a.name, a.god, a.warriors, a.armor, a.startsAs])).toEqual([
      ['Atena', 'Atena', 'Cavaleiros', 'Armadura', 'Cavaleiro de Bronze'],
      ['Poseidon', 'Poseidon', 'Marinas', 'Escama', 'Soldado Marina'],
      ['Hades', 'Hades', 'Espectros', 'Súplice', 'Espectro de Estrela Terrestre'],
      ['Asgard', 'Odin', 'Guerreiros de Asgard', 'Veste', 'Guerreiro de Asgard'],
    ]);
  });
  it(`O modificador: 8–9 −1 … 18–19 +4 (${T} › O modificador é o que você realmente usa)`, () => {
    expect(creation.modifierTable.map((r) => [r.min, r.max, r.modifier])).toEqual([
      [8, 9, -1],
      [10, 11, 0],
      [12, 13, 1],
      [14, 15, 2],
      [16, 17, 3],
      [18, 19, 4],
    ]);
  });
  it(`Atributo do Cosmo cards (${T} › Etapa 4 · Atributo do Cosmo)`, () => {
    expect(creation.cosmoAttributes.map((c) => c.tag)).toEqual(['O Cosmo calculado', 'O Cosmo sereno', 'O Cosmo que se impõe']);
    expect(creation.fightingStyles.map((f) => f.attributes)).toEqual([
      'DES ou FOR',
      'Atributo do Cosmo',
      'CON',
      'DES ou Atributo do Cosmo, o maior; com a armadura no corpo, também FOR ou CON (a guarda)',
    ]);
  });
  it(`the six treinos, their skills and lições (${T} › Etapa 5 · Treino)`, () => {
    expect(creation.treinos.map((t) => [t.name, t.skills, t.licao.name])).toEqual([
      ['A Montanha dos Cinco Picos', ['atletismo', 'intuicao'], 'Paciência da Rocha'],
      ['A Terra do Gelo Eterno', ['sobrevivencia', 'percepcao'], 'Frio Absoluto'],
      ['A Ilha Infernal', ['intimidacao', 'atletismo'], 'Carne de Fogo'],
      ['O Santuário', ['mitologia', 'persuasao'], 'Disciplina'],
      ['A Ilha do Sacrifício', ['acrobacia', 'medicina'], 'Fluxo'],
      ['O Orfanato', ['furtividade', 'enganacao'], 'Briga de Rua'],
    ]);
    const fx = Object.fromEntries(creation.treinos.map((t) => [t.licao.id, t.licao.effects]));
    expect(fx.paciencia_da_rocha).toEqual({ concentrarOncePerFight: 3 });
    expect(fx.carne_de_fogo).toEqual({ hpPerLevel: 1 });
    expect(fx.fluxo).toEqual({ esquivarCosmo: 1 });
    expect(fx.briga_de_rua).toEqual({ initiativeBonus: 2, noOpeningStrikeVantagem: true });
    // Frio Absoluto: "Uma vez por luta, quando acerta um golpe comum, o alvo fica Lento até o fim do próximo turno dele."
    expect(fx.frio_absoluto).toEqual({ ignoresExtremeCold: true, golpeComumHitOncePerFight: { condition: 'lento', until: 'fim_do_proximo_turno_do_alvo' } });
    expect(bookRuleset.combat.conditions.lento).toBeDefined();
    expect(creationProvenance['treinos.licao.effects']?.kind).toBe('restored');
  });
  it(`the thirteen skills and their attributes (${T} › Etapa 7 · Perícias e defesas)`, () => {
    expect(creation.skills.map((s) => [s.name, s.attribute])).toEqual([
      ['Acrobacia', 'DES'],
      ['Atletismo', 'FOR'],
      ['Enganação', 'CAR'],
      ['Furtividade', 'DES'],
      ['Intimidação', 'CAR'],
      ['Intuição', 'SAB'],
      ['Investigação', 'INT'],
      ['Medicina', 'SAB'],
      ['Mitologia', 'INT'],
      ['Ofício', 'INT'],
      ['Percepção', 'SAB'],
      ['Persuasão', 'CAR'],
      ['Sobrevivência', 'SAB'],
    ]);
  });
  it(`passive defenses 14 + CON / DES / SAB (${T} › Defesas passivas)`, () => {
    expect(creation.passiveDefenses.base).toBe(14);
    expect(creation.passiveDefenses.list.map((d) => [d.name, d.attribute])).toEqual([
      ['Fortitude', 'CON'],
      ['Reflexos', 'DES'],
      ['Vontade', 'SAB'],
    ]);
    expect(creation.effectFormulas.map((f) => f.formula)).toEqual([
      '1d20 + atributo + proficiência',
      '14 + atributo + proficiência, se treinada',
    ]);
  });
  it(`As contas finais: thirteen rows and their numbers (${T} › As contas finais)`, () => {
    expect(creation.finalSums.rows.map((r) => r.what)).toEqual([
      'PV máximos',
      'DEF',
      'Fortitude · Reflexos · Vontade',
      'Iniciativa',
      'Movimento',
      'Golpe comum',
      'Bônus de técnica',
      'Teto de Cosmo',
      'Cosmo inicial',
      'Armadura',
      'Convicções · Centelhas',
      'Glória',
      'Técnicas',
    ]);
    expect(creation.finalSums.def).toEqual({ base: 10, attributes: ['DES', 'cosmo'], guard: ['FOR', 'CON'] });
    expect(creation.finalSums.movement).toEqual({ base: 9, unit: 'm' });
    expect(creation.finalSums.golpeComum).toEqual({ attributes: ['FOR', 'DES', 'cosmo'] });
    expect(creation.finalSums.gloriaStart).toBe(0);
    // The other numbers of the table live once, in their own chapters.
    const R = bookRuleset;
    expect(R.armor.pieces.find((p) => p.slug === 'pernas')?.modifiers.movement).toBe(3); // +3 metros com a armadura
    expect(R.combat.initiative).toMatchObject({ die: 20, attribute: 'DES' }); // 1d20 + DES
    expect(R.combat.golpeComum.damageDie).toBe(8); // 1d8
    expect(R.cosmo.start.min).toBe(1); // mínimo 1
    expect(R.cosmo.centelhas.perSession).toBe(3); // 3 Centelhas por sessão
  });
});
