import { describe, expect, it } from 'vitest';
import { armor, armorProvenance, armorSchema } from '../../src/rules/sections/armor.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const F7 = 'FACTS.md › Armor (Capítulo Sete)';
const T7 = 'tables/07-armaduras.md';

function clone<T>(v: T): T {
  return structuredClone(v) as T;
}

describe('armor section — schema', () => {
  it('the book data passes its schema', () => {
    const r = parseWith(armorSchema, armor);
    expect(r.issues).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('every top-level key has a provenance entry', () => {
    for (const k of Object.keys(armor)) expect(armorProvenance[k], k).toBeDefined();
  });

  it('posto_row_not_monotone: a Prata row weaker than the Bronze one is refused', () => {
    const bad = clone(armor);
    bad.postos.prata.def = 1;
    const r = parseWith(armorSchema, bad);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.code)).toContain('posto_row_not_monotone');
  });

  it('blood_ladder_not_monotone: warrior-blood limits decreasing by Posto are refused', () => {
    const bad = clone(armor);
    bad.bloodLadder.limits.prata.guerreiro = 2;
    const r = parseWith(armorSchema, bad);
    expect(r.issues.map((i) => i.code)).toContain('blood_ladder_not_monotone');
    expect(r.issues.find((i) => i.code === 'blood_ladder_not_monotone')?.message).toMatch(/3, 2, 6/);
  });

  it('blood_ladder_not_monotone: the total of lives must not decrease', () => {
    const bad = clone(armor);
    bad.bloodLadder.limits.elite.guerreiro = 4; // 3+1+1=5, 4+1+1=6, 4+0+1=5
    bad.bloodLadder.limits.prata.guerreiro = 4;
    const r = parseWith(armorSchema, bad);
    expect(r.issues.some((i) => i.code === 'blood_ladder_not_monotone' && i.params['blood'] === 'total')).toBe(true);
  });

  it('blood_strength_not_increasing, characteristics_per_posto_not_monotone, duplicate_slug, armor_fraction_out_of_range', () => {
    const bad = clone(armor);
    bad.bloodLadder.strength.deus = 0;
    bad.characteristicsPerPosto.elite = 0;
    bad.characteristics.push(clone(bad.characteristics[0]!));
    bad.regeneration.crackedFraction = { numerator: 3, denominator: 2 };
    const codes = parseWith(armorSchema, bad).issues.map((i) => i.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'blood_strength_not_increasing',
        'characteristics_per_posto_not_monotone',
        'duplicate_slug',
        'armor_fraction_out_of_range',
      ]),
    );
  });

  it('the options offer the seed paragraph as "inteira" and default to "rachada" (FACTS.md part 2 › Armor regeneration)', () => {
    expect(armor.options.regeneration).toBe('rachada');
    const alt = { ...clone(armor), options: { regeneration: 'inteira', sacrifice: true } };
    expect(parseWith(armorSchema, alt).ok).toBe(true);
    expect(parseWith(armorSchema, { ...clone(armor), options: { regeneration: 'x', sacrifice: false } }).ok).toBe(false);
  });
});

describe(`armor — ${T7} (table-driven)`, () => {
  it.each([
    ['peitoral', 'Peitoral', 'O bônus de armadura na sua DEF.'],
    ['bracos', 'Braços', 'Bloquear: como reação, +2 na DEF contra um ataque declarado.'],
    [
      'elmo',
      'Elmo',
      'Uma vez por luta, o primeiro crítico que você sofreria vira um acerto normal — e o elmo voa longe. Depois da luta você o recolhe, e na próxima ele está no lugar.',
    ],
    ['pernas', 'Pernas', '+3 metros de movimento.'],
    ['acessorio', 'Acessório', 'O que a sua constelação der: veja abaixo.'],
  ])('O que a armadura dá: %s', (slug, label, effect) => {
    const p = armor.pieces.find((x) => x.slug === slug);
    expect(p).toMatchObject({ label, effect });
  });

  it('O que a armadura dá: the numbers (Bloquear +2, Pernas +3 m, Elmo 1 crítico)', () => {
    const by = Object.fromEntries(armor.pieces.map((p) => [p.slug, p.modifiers]));
    expect(by['bracos']).toEqual({ bloquearBonus: 2 });
    expect(by['pernas']).toEqual({ movement: 3 });
    expect(by['elmo']).toEqual({ elmoCriticals: 1 });
  });

  it.each([
    ['escudo', 'Escudo', 'Bloquear dá +3 em vez de +2.', { bloquearBonus: 3 }],
    ['correntes', 'Correntes', 'Seus golpes comuns e o Agarrar alcançam 6 metros.', { reach: 6 }],
    ['asas', 'Asas', '+3 metros de movimento, e você pode voar durante o turno (precisa terminá-lo no chão).', { movement: 3 }],
    ['garras', 'Garras', 'O dano do golpe comum é 1d10.', { golpeComumDie: 10 }],
    ['chifres', 'Chifres', 'O dano do golpe comum é 1d10.', { golpeComumDie: 10 }],
    ['nenhum', 'Nenhum', '+1 de Resistência.', { resistencia: 1 }],
  ])('O acessório: %s', (slug, label, effect, modifiers) => {
    expect(armor.accessories.find((x) => x.slug === slug)).toEqual({ slug, label, effect, modifiers });
  });

  it.each([
    ['Couraça grossa', 'Todo golpe comum que te acerta causa o seu Grau a menos de dano.', {}],
    ['Espinhos', 'Uma vez por turno, quem te acerta com um golpe comum sofre 1d4 + o seu Grau de dano.', {}],
    ['Espelhada', 'Uma vez por luta, quando você apara uma técnica, quem a usou sofre 1d6 por Grau.', {}],
    ['Pesada', '+1 na DEF, −2 na Iniciativa e −3 metros de movimento.', { def: 1, initiative: -2, movement: -3 }],
    ['Leve', '+2 na Iniciativa e +3 metros de movimento.', { initiative: 2, movement: 3 }],
    ['Ressonante', 'Você começa toda luta com +1 de Cosmo.', { startingCosmo: 1 }],
    ['Constelação viva', 'Enquanto você estiver no Sétimo, +1 no acerto: a sua constelação acende atrás de você.', {}],
    ['Coração de estrela', 'Quando você levanta com uma Convicção, o seu próximo ataque tem Vantagem.', {}],
    ['Cortante', 'Os seus golpes comuns não podem ser aparados.', {}],
    [
      'Ofuscante',
      'Uma vez por luta, a primeira técnica usada contra você rola com Desvantagem: a armadura brilha na hora do golpe.',
      {},
    ],
    ['Elmo fechado', 'Enquanto o Elmo estiver no lugar, nenhuma técnica arranca a sua visão ou a sua audição.', {}],
  ])('As características: %s', (label, effect, modifiers) => {
    const c = armor.characteristics.find((x) => x.label === label);
    expect(c).toMatchObject({ effect, modifiers });
  });

  it('As características: eleven, and Constelação viva gives +1 acerto only in the Sétimo', () => {
    expect(armor.characteristics).toHaveLength(11);
    expect(armor.characteristics.find((c) => c.slug === 'constelacao_viva')?.whileSetimo).toEqual({ acerto: 1 });
  });

  it.each([
    ['bronze', 'Bronze', 2, 3],
    ['prata', 'Prata', 4, 4],
    ['elite', 'Ouro', 6, 5],
  ] as const)('O Posto na armadura: %s DEF +%i… ', (posto, label, def, resistencia) => {
    expect(armor.postos[posto]).toEqual({ label, def: expect.any(Number), resistencia: expect.any(Number) });
    expect(armor.postos[posto].label).toBe(label);
    expect(armor.postos[posto].def).toBe(def);
    expect(armor.postos[posto].resistencia).toBe(resistencia);
  });

  it('O Posto na armadura: Forma Divina DEF +7, Resistência 6', () => {
    expect(armor.divina).toEqual({ label: 'Forma Divina', def: 7, resistencia: 6 });
  });

  it('Quadro "A Hierarquia": Prata +2 vs Bronze, Bronze −2 vs Prata (held once, in cosmo.hierarquia)', () => {
    expect(bookRuleset.cosmo.hierarquia).toMatchObject({ bonus: 2, penalty: 2 });
    expect('hierarquia' in armor).toBe(false);
  });

  it('Quadro "Aparar": the reaction and 1 Resistência; half the damage rounded down', () => {
    expect(armor.aparar).toMatchObject({
      resistenciaCost: 1,
      damageTaken: { numerator: 1, denominator: 2 },
      rounding: 'down',
      usesReaction: true,
      effect: 'sofre metade do dano, arredondado para baixo; decide depois de ver o dano',
    });
  });

  it.each([
    ['semideus', 'Semideus', 'cada acerto de técnica tira Resistência igual ao Grau dela (5 no nível 20)', 'grau', 'tecnica'],
    ['divindade_menor', 'Divindade menor', 'um acerto de técnica despedaça a armadura', 'shatter', 'tecnica'],
    ['deus_maior', 'Deus maior', 'qualquer acerto despedaça, até o golpe comum', 'shatter', 'qualquer'],
    [
      'armadura_divina_ou_protegida',
      'Armadura Divina, ou lutando ao lado do seu deus enquanto ele só protege',
      'qualquer um desses tira só 1 de Resistência',
      1,
      'qualquer',
    ],
    ['casca', 'Casca', 'o semideus leva o Grau em peças; os deuses levam todas', 'grau', 'qualquer'],
  ])('Quadro "A quebra divina": %s', (slug, attacker, effect, perHit, hits) => {
    expect(armor.divineBreak.find((r) => r.slug === slug)).toEqual({ slug, attacker, effect, perHit, hits });
  });

  it('Quadros "Despedaçou: volta rachada" e "O remendo": half rounded up; whole at the next long rest', () => {
    expect(armor.regeneration).toMatchObject({
      crackedFraction: { numerator: 1, denominator: 2 },
      crackedRounding: 'up',
      wholeAfterLongRests: 1,
    });
  });

  it('Quadro "O remendo": Ofício CD 13 off the body; 1 hour → 1d4; 1 hour per Version → whole; once per long rest; no revival', () => {
    expect(armor.remendo).toEqual({
      skill: 'oficio',
      cd: 13,
      armorOffBody: true,
      spentOnly: { hours: 1, dice: { count: 1, sides: 4 } },
      shatteredOrCracked: { hoursPerVersion: 1 },
      perLongRest: 1,
      revivesDead: false,
    });
  });

  it('Quadro "A casca": DEF and pieces of the Posto (+2/+4/+6, 3/4/5), only Bloquear +2, 1 piece per hit, +1 for an armor-breaking technique, all on a crit', () => {
    expect(armor.casca).toMatchObject({
      def: 'posto_def',
      pieces: 'posto_resistencia',
      reactions: ['bloquear'],
      bloquearBonus: 'pieces',
      piecesLostPerHitOrBlock: 1,
      extraForArmorBreakingTechnique: 1,
      criticalTakesAll: true,
    });
    expect((['bronze', 'prata', 'elite'] as const).map((p) => armor.postos[p].def)).toEqual([2, 4, 6]);
    expect((['bronze', 'prata', 'elite'] as const).map((p) => armor.postos[p].resistencia)).toEqual([3, 4, 5]);
    expect(armor.casca.rules.map((r) => r.label)).toEqual([
      'DEF',
      'Reação',
      'Peças',
      'Cada ataque que acerta ou é bloqueado',
      'Sem peças',
    ]);
    expect(armor.casca.rules[4]?.value).toBe('despedaça até o fim da luta; no descanso as peças voltam');
  });

  it('Quadro "A casca": "só Bloquear (+2 na DEF)" — the +2 has one home, the Braços piece (tables/07-armaduras.md › O que a armadura dá)', () => {
    const bracos = armor.pieces.find((p) => p.slug === 'bracos');
    expect(bracos?.modifiers.bloquearBonus).toBe(2);
    expect(armor.casca.rules.find((r) => r.slug === 'reacao')?.value).toContain(`só Bloquear (+${bracos?.modifiers.bloquearBonus} na DEF)`);
  });

  it('Nota "Regra opcional: a armadura que se sacrifica": 47% → 64% (nível 1), 44% → 65% (nível 5)', () => {
    expect(armor.sacrifice.measured).toEqual([
      { level: 1, startingResistencia: 2, without: 0.47, with: 0.64 },
      { level: 5, startingResistencia: 2, without: 0.44, with: 0.65 },
    ]);
    expect(armor.options.sacrifice).toBe(false);
  });

  it('Quadro "Restaurar": Ofício CD 14 + Version, one day per Version, materials by Posto', () => {
    expect(armor.restore).toMatchObject({ skill: 'oficio', cdBase: 14, cdPerVersion: 1, daysPerVersion: 1 });
    expect(armor.restore.failure).toBe('o material e o dia se perdem; o sangue só é doado quando o teste passa');
  });

  it.each([
    [1, false, 0, undefined],
    [2, false, 1, 1],
    [3, true, 0, undefined],
  ])('O sangue se paga em terços: %i terço(s)', (thirds, death, unconsciousDays, wakeHp) => {
    const row = armor.bloodThirds.rows.find((r) => r.thirds === thirds);
    expect(row).toMatchObject({ death, unconsciousDays });
    expect(row?.wakeHp).toBe(wakeHp);
  });

  it('O sangue se paga em terços: Debilitado 3 dias, Desvantagem em FOR e CON', () => {
    expect(armor.bloodThirds.rows[0]?.untilReturn).toBe(
      'Debilitado por 3 dias: PV máximos um terço menores e Desvantagem nos testes de FOR e de CON.',
    );
    expect(armor.bloodThirds.rows[0]?.disadvantageOn).toEqual(['FOR', 'CON']);
    expect(armor.bloodThirds.rows[1]?.disadvantageOn).toEqual(['FOR', 'CON']);
  });

  it('Quadro "O sangue de um deus: uma gota": no material, no test, no days, no cost to the god', () => {
    expect(armor.godBlood).toMatchObject({ needsMaterial: false, needsTest: false, takesDays: false });
    expect(armor.godBlood.rules.map((r) => r.value)).toEqual([
      'uma gota, para quantas armaduras estiverem ali',
      'revivem na hora, sem material, sem teste de Ofício e sem os dias; cada uma sobe uma Versão com a forma de sangue de deus (se ainda tiver esse degrau)',
      'nenhum (não fica Debilitado)',
    ]);
  });

  it.each([
    ['guerreiro', 3, 4, 6],
    ['elite', 1, 1, 0],
    ['deus', 1, 1, 1],
  ] as const)('A escada do sangue: sangue de %s revive Bronze %i · Prata %i · Elite %i', (blood, b, p, e) => {
    expect(armor.bloodLadder.limits.bronze[blood]).toBe(b);
    expect(armor.bloodLadder.limits.prata[blood]).toBe(p);
    expect(armor.bloodLadder.limits.elite[blood]).toBe(e);
  });

  it('A escada do sangue: warrior +1 acerto on odd forms, +1 Resistência on even; elite +1 DEF; god +1 DEF +1 acerto', () => {
    expect(armor.bloodLadder.bonuses).toEqual({
      guerreiro: [{ acerto: 1 }, { resistencia: 1 }],
      elite: [{ def: 1 }],
      deus: [{ def: 1, acerto: 1 }],
    });
    expect(armor.bloodLadder.donors).toEqual({
      guerreiro: 'o dono ou um companheiro do mesmo exército',
      elite: 'um Ouro, General, Juiz ou Guerreiro Deus',
      deus: 'o deus patrono do exército',
    });
  });

  it('engine-constants.md › A escada do sangue: FORCA_DO_SANGUE 0 / 1 / 2', () => {
    expect(armor.bloodLadder.strength).toEqual({ guerreiro: 0, elite: 1, deus: 2 });
  });

  it('Quadro "Só a morte de verdade": a real risk gives a new Version with the bonus; on purpose, the same Version', () => {
    expect(armor.deathKinds.map((d) => [d.slug, d.newVersion, d.bloodBonus])).toEqual([
      ['risco_de_verdade', true, true],
      ['de_proposito', false, false],
    ]);
  });

  it('Quadro "Vestir uma armadura emprestada": Ouro only after a Sétimo (Bronze from level 5); Prata any Bronze; one fight; never dies on you', () => {
    expect(armor.borrowed.elite).toMatchObject({ minLevelIfBronze: 5, needsSetimoAwakened: true, duration: 'uma luta', death: 'não morre no seu corpo' });
    expect(armor.borrowed.prata).toMatchObject({ who: 'qualquer Bronze', needsSetimoAwakened: false, duration: 'uma luta', death: 'não morre no seu corpo' });
    expect(armor.borrowed.elite.gives).toContain('as 3 características');
    expect(armor.borrowed.prata.gives).toContain('as 2 características');
  });
});

describe('armor — tables/08-itens.md › Melhorias de armadura (table-driven)', () => {
  it.each([
    ['reforco_de_gamanio', 'Reforço de Gamânio', [['gamanio', 1]], 'bronze', { resistencia: 1 }, true, true],
    ['liga_de_oricalco', 'Liga de Oricalco', [['oricalco', 1]], 'prata', { def: 1 }, true, false],
    ['polimento_de_po_de_estrelas', 'Polimento de Pó de Estrelas', [['po_de_estrelas', 1]], 'bronze', {}, true, true],
    ['elmo_de_duas_camadas', 'Elmo de duas camadas', [['gamanio', 1]], 'bronze', { elmoCriticals: 2 }, true, true],
    ['gravacao_da_constelacao', 'Gravação da constelação', [['po_de_estrelas', 1]], 'bronze', {}, true, true],
    ['urna_marcada', 'Urna marcada', [['po_de_estrelas', 1]], 'bronze', {}, false, true],
  ] as const)('%s', (slug, label, cost, minPosto, modifiers, countsTowardLimit, inDivineForm) => {
    const m = armor.improvements.find((x) => x.slug === slug);
    expect(m).toMatchObject({ label, minPosto, modifiers, countsTowardLimit, inDivineForm });
    expect(m?.cost.map((c) => [c.metal, c.quantity])).toEqual(cost);
  });

  it('Polimento: 1/4 on the first Aparar of a fight; Gravação: armor-breaking takes no Resistência', () => {
    expect(armor.improvements.find((x) => x.slug === 'polimento_de_po_de_estrelas')?.firstApararDamageTaken).toEqual({ numerator: 1, denominator: 4 });
    expect(armor.improvements.find((x) => x.slug === 'gravacao_da_constelacao')?.ignoresArmorBreaking).toBe(true);
  });

  it('Polimento: a quarter instead of half; Urna marcada needs the urn', () => {
    expect(armor.improvements.find((x) => x.slug === 'polimento_de_po_de_estrelas')?.effect).toBe(
      'A primeira vez que você apara em cada luta, sofre um quarto do dano em vez de metade.',
    );
    expect(armor.improvements.find((x) => x.slug === 'urna_marcada')?.requires).toBe('a urna');
  });
});

describe(`armor — stated facts (${F7})`, () => {
  it(`five pieces, the prose names Elmo and Pernas (${F7})`, () => {
    expect(armor.pieces).toHaveLength(5);
    expect(armor.pieces.map((p) => p.slug)).toEqual(expect.arrayContaining(['elmo', 'pernas']));
  });

  it(`the Elmo is always the first to fly (${F7})`, () => {
    expect(armor.shatter.firstPieceToFly).toBe('elmo');
    expect(armor.pieces.map((p) => p.slug)).toContain(armor.shatter.firstPieceToFly);
    const bad = structuredClone(armor);
    bad.shatter.firstPieceToFly = 'capa';
    expect(parseWith(armorSchema, bad).issues.map((i) => i.code)).toContain('unknown_piece');
  });

  it(`each new form may swap one characteristic, and the accessory too (seed › As características; ${F7})`, () => {
    expect(armor.characteristicRules).toMatchObject({ swapOnNewForm: 1, accessorySwapOnNewForm: true });
  });

  it(`characteristics: 1 Bronze, 2 Prata, 3 elite; once per armor; only while worn (${F7})`, () => {
    expect(armor.characteristicsPerPosto).toEqual({ bronze: 1, prata: 2, elite: 3 });
    expect(armor.characteristicRules).toMatchObject({ oncePerArmor: true, onlyWhileWorn: true, originTraitFree: true });
  });

  it(`named characteristics: Couraça, Leve, Cortante, Ofuscante, Espinhos, Espelhada, Pesada (+1 DEF), Ressonante (+1 starting Cosmo), Constelação viva, Elmo fechado (${F7})`, () => {
    const slugs = armor.characteristics.map((c) => c.slug);
    for (const s of ['couraca_grossa', 'leve', 'cortante', 'ofuscante', 'espinhos', 'espelhada', 'pesada', 'ressonante', 'constelacao_viva', 'elmo_fechado']) {
      expect(slugs).toContain(s);
    }
    expect(armor.characteristics.find((c) => c.slug === 'pesada')?.modifiers.def).toBe(1);
    expect(armor.characteristics.find((c) => c.slug === 'ressonante')?.modifiers.startingCosmo).toBe(1);
  });

  it(`Resistência = Posto + 1 if no accessory + max(0, CON) + 1 per two Vida choices; the wearer's part moves (${F7})`, () => {
    expect(armor.accessories.find((a) => a.slug === 'nenhum')?.modifiers.resistencia).toBe(1);
    expect(armor.resistencia).toEqual({ conMinimum: 0, vidaChoicesPerPoint: 2, wearerPartMoves: true });
  });

  it(`Resistência 0: shattered; loses DEF, Bloquear, Elmo, Pernas, accessory for that fight (${F7})`, () => {
    expect(armor.shatter).toMatchObject({ atResistencia: 0, loses: ['def', 'bloquear', 'elmo', 'pernas', 'acessorio'], untilEndOfFight: true });
  });

  it(`long rest: Resistência fully restored — kept as the "inteira" option; a dead armor does not regenerate (${F7})`, () => {
    expect(armor.regeneration.longRestRestoresAll).toBe(true);
    expect(armor.regeneration.deadRegenerates).toBe(false);
  });

  it(`armor dies: wearer at 0 HP with it shattered; mutual destruction; a destiny effect (${F7})`, () => {
    expect(armor.deathCauses.map((d) => d.slug).slice(0, 3)).toEqual(['zero_pv_despedacada', 'destruicao_mutua', 'efeito_de_destino']);
    expect(armor.deathCauses[3]?.slug).toBe('sacrificio'); // the optional rule of the restored note
  });

  it(`revival materials: Bronze 1 Pó de Estrelas; Prata + Gamânio; Ouro/elite + Gamânio + Oricalco (${F7})`, () => {
    const m = armor.restore.materials;
    expect(m.bronze).toEqual([{ metal: 'po_de_estrelas', quantity: 1 }]);
    expect(m.prata.map((x) => x.metal)).toEqual(['po_de_estrelas', 'gamanio']);
    expect(m.elite.map((x) => x.metal)).toEqual(['po_de_estrelas', 'gamanio', 'oricalco']);
  });

  it(`blood: one third of an awakened donor per armor, or a drop of a god's (${F7})`, () => {
    expect(armor.bloodThirds.donorMustBeAwakened).toBe(true);
    expect(armor.bloodThirds.thirdsPerArmor).toBe(1);
  });

  it(`blood track: three thirds; one returns every 3 days; loss rounds up (40 → 26); rest heals to the current max (${F7})`, () => {
    expect(armor.bloodThirds).toMatchObject({ thirds: 3, daysPerThirdReturn: 3, maxHpLossRounding: 'up', restHealsToCurrentMax: true });
    const lost = Math.ceil((40 * 1) / armor.bloodThirds.thirds);
    expect(40 - lost).toBe(26);
  });

  it(`blood ladder: elite armor counts elite blood as warrior; after a god's blood a new death is final; skipping rungs gives one Version (${F7})`, () => {
    expect(armor.bloodLadder.eliteBloodOnEliteArmor).toBe('guerreiro');
    expect(armor.bloodLadder.limits.elite.elite).toBe(0);
    expect(armor.bloodLadder.limits.elite.guerreiro).toBe(6);
    expect(armor.bloodLadder.finalAfter).toBe('deus');
    expect(armor.bloodLadder.skipRungs).toEqual({ versionsGained: 1, skippedLost: true });
  });

  it(`each revival: Version +1 (V1 original), bonuses while worn and not shattered (${F7})`, () => {
    expect(armor.firstVersion).toBe(1);
    expect(armor.bloodLadder.bonusesWhileWornOnly).toBe(true);
  });

  it(`improvements: one slot per Version; Ofício CD 16, one day, metal lost on failure; once each; die with the armor (${F7})`, () => {
    expect(armor.improvementRules).toEqual({
      skill: 'oficio',
      cd: 16,
      days: 1,
      slotsPerVersion: 1,
      oncePerArmor: true,
      dieWithArmor: true,
      metalLostOnFailure: true,
    });
  });

  it(`promotion: Prata from level 9; elite from level 15 with a vacant seat; Bronze→Prata keeps form bonuses (${F7})`, () => {
    expect(bookRuleset.progression.posto).toMatchObject({ prata: { minLevel: 9 }, elite: { minLevel: 15, needsVacantSeat: true } });
    expect(armor.promotion).toEqual({ bronzeToPrataKeepsForms: true });
  });

  it(`Divine form: Nono with a divine link; Divine row + form bonuses; Resistência restored; until the end of the fight (${F7})`, () => {
    expect(armor.divineForm).toEqual({
      requires: ['nono', 'elo_divino'],
      restoresResistencia: true,
      lasts: 'até o fim da luta',
      afterwardResistencia: 'as_before',
      formBonusesApply: true,
    });
  });

  it(`the book's example of Téo V5 adds up from the ladder's bonuses (tables/07-armaduras.md › Nota "Exemplo")`, () => {
    const g = armor.bloodLadder.bonuses.guerreiro;
    const forms = [g[0]!, g[1]!, g[0]!, armor.bloodLadder.bonuses.elite[0]!];
    const sum = (k: 'def' | 'acerto' | 'resistencia') => forms.reduce((s, f) => s + (f[k] ?? 0), 0);
    expect(armor.postos.bronze.def + sum('def')).toBe(3);
    expect(armor.postos.bronze.resistencia + sum('resistencia')).toBe(4);
    expect(sum('acerto')).toBe(2);
  });
});
