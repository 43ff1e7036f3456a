import { describe, expect, it } from 'vitest';
import { cosmo, cosmoSchema, cosmoProvenance } from '../../src/rules/sections/cosmo.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const F = 'FACTS.md › Cosmo (Capítulo Quatro)';
const T = 'tables/04-cosmo-e-sentidos.md';
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const sentido = (id: string) => cosmo.sentidos.find((s) => s.id === id)!;

describe('cosmo section: schema', () => {
  it('the book data passes its own schema', () => {
    const r = parseWith(cosmoSchema, cosmo);
    expect(r.issues).toEqual([]);
  });
  it('every top-level key has a provenance entry', () => {
    for (const key of Object.keys(cosmo)) expect(cosmoProvenance[key], key).toBeDefined();
  });
  it('refuses Sentido steps that do not increase (sentido_steps_not_increasing)', () => {
    const bad = clone(cosmo);
    bad.sentidos[3]!.step = 1;
    expect(parseWith(cosmoSchema, bad).issues.map((i) => i.code)).toContain('sentido_steps_not_increasing');
  });
  it('refuses a row of "O Cosmo" that points at no number of the section (cosmo_gain_rule_unknown)', () => {
    const bad = clone(cosmo);
    bad.gains[4]!.rules = ['cosmo.concentrarr'];
    expect(parseWith(cosmoSchema, bad).issues.map((i) => [i.code, i.path.join('.')])).toContainEqual(['cosmo_gain_rule_unknown', 'gains.4.rules.0']);
  });
  it('refuses a duplicated sense (sense_duplicated)', () => {
    const bad = clone(cosmo);
    bad.senses.list[1]!.id = 'tato';
    expect(parseWith(cosmoSchema, bad).issues.map((i) => i.code)).toContain('sense_duplicated');
  });
  it('refuses an unknown Nono option (schema_invalid_value)', () => {
    const bad = clone(cosmo) as unknown as { options: { nono: string } };
    bad.options.nono = 'anime';
    expect(parseWith(cosmoSchema, bad).ok).toBe(false);
  });
  it('refuses a clash range min > max (clash_range_inverted)', () => {
    const bad = clone(cosmo);
    bad.guerraDosMilDias.clashNaturalMin = 20;
    bad.guerraDosMilDias.clashNaturalMax = 16;
    expect(parseWith(cosmoSchema, bad).issues.map((i) => i.code)).toContain('clash_range_inverted');
  });
});

describe(`stated facts (${F})`, () => {
  it(`Teto = 3 + proficiência + 1 por escolha de Cosmo (${F})`, () => {
    expect(cosmo.teto).toMatchObject({ base: 3, addsProficiency: true, perCosmoChoice: 1 });
  });
  it(`Teto also +2 in the Sétimo, +1 per lost sense, +1 per Centelha (max +3 per fight); only burning passes it (${F})`, () => {
    expect(sentido('setimo').teto).toBe(2);
    expect(cosmo.senses.lossTeto).toBe(1);
    expect(cosmo.centelhas).toMatchObject({ teto: 1, tetoMaxPerFight: 3 });
    expect(cosmo.teto.onlyBurningExceeds).toBe(true);
  });
  it('each Teto source has one home: the teto block holds no copy of the senses or the Centelhas (every number lives once)', () => {
    expect(Object.keys(cosmo.teto).sort()).toEqual(['addsProficiency', 'base', 'onlyBurningExceeds', 'perCosmoChoice']);
  });
  it(`long rest returns Cosmo to the starting value; without it the fight starts with the leftover (${F})`, () => {
    const g = Object.fromEntries(cosmo.gains.map((x) => [x.id, x]));
    expect(g.descanso_longo!.rules).toEqual(['cosmo.start', 'combat.rests.longo.cosmoTo']);
    expect(bookRuleset.combat.rests.longo.cosmoTo).toBe('start');
    expect(g.sem_descanso).toMatchObject({ rules: [], text: 'O que sobrou da luta anterior' });
  });
  it(`golpe comum that hits: +1 Cosmo, once per turn; losing a sense: +1 now (${F})`, () => {
    expect(bookRuleset.combat.golpeComum).toMatchObject({ cosmoOnHit: 1, cosmoOncePerTurn: true });
    expect(cosmo.senses.lossCosmo).toBe(1);
  });
  it(`at the Teto: aura, Desvantagem on Furtividade (${F})`, () => {
    expect(cosmo.aura.disadvantageOn).toEqual(['furtividade']);
  });
  it(`arriving at the Teto is worth 0–3 points in a duel; at the floor, up to 11 (${F})`, () => {
    expect(cosmo.arrival).toEqual({ atTetoPoints: [0, 3], atFloorPointsUpTo: 11 });
  });
  it(`burning: at most proficiency (+2 in the Sétimo); 1d4 per point × Grau; then to the piso; ignores Lida (${F})`, () => {
    expect(cosmo.burning).toMatchObject({
      max: 'proficiency',
      perPointDamagePoints: 1,
      exceedsMaxSize: true,
      dieSides: 4,
      timesGrau: true,
      afterwardsCosmoTo: 'piso',
      ignoresLida: true,
      declareBeforeRoll: true,
    });
    expect(sentido('setimo').burnBonus).toBe(2);
  });
  it(`paying missing Cosmo with life is burning at the same price (${F})`, () => {
    expect(cosmo.lifePays.dieSides).toBe(cosmo.burning.dieSides);
    expect(cosmo.lifePays.timesGrau).toBe(true);
  });
  it(`Senses as steps: Sexto 0, Sétimo 1, Nono 2; the Oitavo is not a step (${F})`, () => {
    expect(cosmo.sentidos.map((s) => [s.id, s.step])).toEqual([
      ['sexto', 0],
      ['setimo', 1],
      ['oitavo', null],
      ['nono', 2],
    ]);
  });
  it(`two steps above: the lower one only hits on a natural 20 (${F})`, () => {
    expect(cosmo.stepDifference.twoAboveHitsOnlyOnNatural).toBe(20);
  });
  it(`elite (Ouro, General Marina, Juiz, Guerreiro Deus) enters the Sétimo at the start of any of its turns, no action, until the end of the fight; domínio +3 (${F})`, () => {
    expect(cosmo.elite).toEqual({
      postos: ['Ouro', 'General Marina', 'Juiz', 'Guerreiro Deus'],
      entersSetimo: { atStartOfAnyTurn: true, costsAction: false, untilEndOfFight: true },
      dominio: 3,
      twoElitesCancel: true,
    });
  });
  it(`same step: nothing but the elite's domínio and the Prata's Hierarquia (${F})`, () => {
    expect(cosmo.stepDifference.sameStep).toBe('Nada — a não ser o domínio da elite e a Hierarquia do Prata sobre o Bronze.');
  });
  it(`Bronze/Prata awaken with Teto + sacrifice + Convicção; first time from level 5 (${F})`, () => {
    expect(cosmo.setimo.conditions.map((c) => c.id)).toEqual(['teto', 'sacrificio', 'conviccao']);
    expect(cosmo.setimo.sacrifices).toEqual(['queimar', 'levantar', 'perder_sentido']);
    expect(cosmo.setimo.firstTimeFromLevel).toBe(5);
  });
  it(`Prata Hierarquia: +2 against a Bronze, who has −2; the elite does not use it (${F})`, () => {
    expect(cosmo.hierarquia).toEqual({ bonus: 2, penalty: 2, eliteUses: false });
  });
  it(`Guerra dos Mil Dias: six segments; at six, both to 0 HP and both armors die; a Centelha breaks it (${F})`, () => {
    expect(cosmo.guerraDosMilDias.segments).toBe(6);
    expect(cosmo.guerraDosMilDias.atEnd).toMatch(/0 PV.*armaduras morrem/);
    expect(cosmo.centelhas.breaksGuerra).toBe(true);
  });
  it(`Oitavo: level 12, Cosmo attribute + proficiency vs CD 18, three successes, natural 20 counts two; Buda once per level (${F})`, () => {
    expect(cosmo.oitavo.minLevel).toBe(12);
    expect(cosmo.oitavo.training).toMatchObject({ cd: 18, successes: 3, natural20Counts: 2 });
    expect(cosmo.oitavo.budaPerLevel).toBe(1);
  });
  it(`Nono (seed): Oitavo + a god + fell and stood in the Sétimo; stands with half max HP and Cosmo at Teto; Teto +2 more (${F})`, () => {
    expect(cosmo.options.nono).toBe('seed');
    const seed = cosmo.nono.variants.seed;
    expect(seed.requirements).toHaveLength(3);
    expect(seed.standHpFraction).toBe(0.5);
    expect(seed.cosmoToTeto).toBe(true);
    expect(seed.cuttingEloEnds).toBe('forma_divina');
    expect(sentido('nono').teto).toBe(2);
  });
  it('Nono row of the default table: the seed\'s prerequisite, not the elo (FACTS.md › 2. Restored, and where the two disagree)', () => {
    expect(sentido('nono').who).toBe('Quem já despertou o Oitavo, numa luta contra um deus, ao cair pela segunda vez — pede o mesmo de todo mundo');
    expect(sentido('nono').who).not.toMatch(/elo/);
    expect(cosmo.nono.variants.seed.who).toBeUndefined();
  });
  it('Nono variant of 0.25.0 kept as the named option "livro_0_25", with the table row\'s text (FACTS.md › 2. Restored, and where the two disagree)', () => {
    const v = cosmo.nono.variants.livro_0_25;
    expect(v.cuttingEloEnds).toBe('nono');
    expect(v.standHpFraction).toBeNull();
    expect(v.who).toBe('Quem tem um elo com um deus');
  });
  it(`five senses: each lost = +1 Cosmo now, +1 Teto while lost; none left: only the Sétimo+ or the Oitavo keep you up (${F})`, () => {
    expect(cosmo.senses.list.map((s) => s.id)).toEqual(['tato', 'paladar', 'olfato', 'audicao', 'visao']);
    expect(cosmo.senses.lossCosmo).toBe(1);
    expect(cosmo.senses.lossTeto).toBe(1);
    expect(cosmo.senses.noneLeft).toMatch(/Sétimo.*Oitavo.*0 PV/);
  });
  it(`Centelhas: 3 per session, one per round, +1 Cosmo +1 Teto (max +3), Vantagem, costs the sender 1, receiver at 0 may stand (${F})`, () => {
    expect(cosmo.centelhas).toEqual({
      perSession: 3,
      perRound: 1,
      cosmo: 1,
      teto: 1,
      tetoMaxPerFight: 3,
      advantageOnNextAttack: true,
      senderCostIfFighting: 1,
      breaksGuerra: true,
      receiverAtZeroMayStand: true,
    });
  });
});

describe(`restored tables (${T})`, () => {
  it(`O Cosmo: eight rows, each number read from its one home (${T} › O Cosmo)`, () => {
    // The printed "Cosmo" column, rebuilt from the numbers where they live.
    const at = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], bookRuleset);
    const printed = (g: (typeof cosmo.gains)[number]) => {
      if (g.text) return g.text;
      const [cosmoPath, second] = g.rules;
      const plus = `+${String(at(cosmoPath!))}`;
      return second && /teto$/i.test(second) ? `${plus}, e o Teto sobe ${String(at(second))}` : plus;
    };
    expect(cosmo.gains.map((g) => [g.when, printed(g)])).toEqual([
      ['Depois de um descanso longo', 'O valor inicial'],
      ['A luta começa sem descanso longo antes', 'O que sobrou da luta anterior'],
      ['Começo de cada turno seu, a partir da segunda rodada', '+1'],
      ['Um golpe comum seu acerta (uma vez por turno)', '+1'],
      ['Você usa a ação Concentrar', '+2'],
      ['Você perde um dos cinco sentidos', '+1, e o Teto sobe 1'],
      ['Você recebe uma Centelha', '+1, e o Teto sobe 1'],
      ['Você levanta do chão', 'Vai direto ao Teto'],
    ]);
    expect(cosmo.start).toEqual({ min: 1, perCosmoChoice: 1, cappedByTeto: true });
    expect(cosmo.clock).toEqual({ cosmo: 1, fromRound: 2 });
    expect(cosmo.concentrar).toBe(2);
    expect(bookRuleset.combat.levantar.cosmoToTeto).toBe(true);
  });
  it(`O Cosmo: every row points at a number that exists in the ruleset, and repeats none (${T} › O Cosmo)`, () => {
    for (const g of cosmo.gains) {
      expect(Object.keys(g).sort(), g.id).toEqual(g.text ? ['id', 'rules', 'text', 'when'] : ['id', 'rules', 'when']);
      for (const path of g.rules) {
        const v = path.split('.').reduce<unknown>((o, k) => (o === undefined ? undefined : (o as Record<string, unknown>)[k]), bookRuleset);
        expect(v, `${g.id} → ${path}`).toBeDefined();
      }
    }
  });
  it(`O Cosmo não acaba: piso 1, +1 per two Cosmo choices; life pays 1d4 × Grau, no limit, armor does not reduce; last strike leaves 1 HP (${T} › Quadro "O Cosmo não acaba")`, () => {
    expect(cosmo.floor).toEqual({ base: 1, cosmoChoicesPerStep: 2 });
    expect(cosmo.lifePays).toMatchObject({ dieSides: 4, timesGrau: true, pointLimit: null, armorReduces: false, lastStrikeHpIfFoeFalls: 1 });
  });
  it(`Os Sentidos: who arrives, what changes (${T} › Os Sentidos)`, () => {
    expect(cosmo.sentidos.map((s) => s.changes)).toEqual([
      'O patamar de todos: golpes na velocidade do som',
      'A velocidade da luz: um degrau acima do Sexto, e +2 de Teto',
      'Não dá força: dá o estado de Buda e a entrada viva no mundo dos mortos',
      'O sentido dos deuses: um degrau acima do Sétimo, e o único que fere um deus maior',
    ]);
    expect(sentido('oitavo').rarity).toBe('um ou dois Ouros por geração, no máximo');
  });
  it(`Dominar o Sétimo: level 8, CD 18, three successes (${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo")`, () => {
    expect(cosmo.setimo.masterFromLevel).toBe(8);
    expect(cosmo.setimo.masterTraining).toMatchObject({ cd: 18, successes: 3, natural20Counts: 2 });
  });
  it(`O primeiro despertar, Dominado, O vislumbre: the rows as printed (${T} › Quadros "O primeiro despertar" e "Dominar o Sétimo")`, () => {
    expect(cosmo.setimo.firstTimeRules).toBe(
      'não antes do nível 5, nem levantando do chão; numa luta que importa (Posto ou nível acima, nomeado com Convicção, ou uma vida em jogo)',
    );
    expect(cosmo.setimo.mastered).toBe(
      'entra no Sétimo no começo de qualquer turno com o Cosmo no Teto, sem ação, sem sacrifício nem Convicção; o domínio de +3 continua só da elite',
    );
    expect(cosmo.setimo.glimpse).toBe(
      'só do nível 5 em diante; um instante no Sétimo que não dá o degrau, não dá Glória, não conta como primeiro despertar e não se repete por vontade',
    );
    expect(cosmoProvenance['setimo.firstTimeRules']?.kind).toBe('restored');
  });
  it(`Quão raro é cada Sentido: the Mestre's rule row (${T} › Quadro "Quão raro é cada Sentido")`, () => {
    expect(cosmo.setimo.gmRule).toBe(
      'um Bronze ou um Prata do Mestre só desperta o Sétimo se for um rival, com Convicção; o nomeado sem Convicção luta no Sexto até o fim; a elite entra no Sétimo quando quer',
    );
    expect(cosmo.sentidos.map((s) => s.rarity)).toEqual([
      '',
      'quase impossível entre os Bronzes, muito raro entre os Pratas recém-promovidos, poucos veteranos; padrão na elite (todo Ouro)',
      'um ou dois Ouros por geração, no máximo',
      'nem é conhecido pelos Cavaleiros',
    ]);
  });
  it(`O outro caminho: o sangue de um deus (${T} › Quadro "O outro caminho: o sangue de um deus")`, () => {
    expect(cosmo.oitavo.bloodPath).toEqual({
      requirements: 'armadura revivida com o sangue de um deus, nível 12 e o Sétimo dominado',
      trigger: 'uma situação que levaria à morte (cair a 0 PV sem poder levantar, ou morrer de verdade)',
      effect: 'desperta o Oitavo sem o treino, entra no estado de Buda; a armadura fica dourada até o fim daquela luta ou cena',
    });
  });
  it(`A Guerra dos Mil Dias: clash on equal naturals 16–20; four exits (${T} › A Guerra dos Mil Dias)`, () => {
    expect([cosmo.guerraDosMilDias.clashNaturalMin, cosmo.guerraDosMilDias.clashNaturalMax]).toEqual([16, 20]);
    expect(cosmo.guerraDosMilDias.exits.map((e) => e.label)).toEqual(['Uma Centelha', 'Um sentido', 'Alguém de fora', 'Destruição voluntária']);
  });
  it(`O que cada sentido tira: Visão −2 DEF, Tato no reactions… (${T} › O que cada sentido tira)`, () => {
    const s = Object.fromEntries(cosmo.senses.list.map((x) => [x.id, x]));
    expect(s.visao!.defPenalty).toBe(2);
    expect(s.tato!.noReactions).toBe(true);
    expect(s.tato!.disadvantageOn).toEqual(['acrobacia', 'atletismo']);
    expect(s.paladar!.disadvantageOn).toEqual(['fortitude']);
    expect(s.olfato!.disadvantageOn).toEqual(['percepcao']);
    expect(s.audicao!.disadvantageOn).toEqual(['iniciativa']);
  });
  it(`Mutilação: 1d6 damage; Medicina CD 20 after a week (${T} › Os cinco sentidos)`, () => {
    expect(cosmo.senses.mutilation).toEqual({ damage: { dice: 1, sides: 6 }, medicinaCd: 20, interludeDays: 7 });
  });
  it(`O Sétimo dominado: +3 / −3; two elites cancel (${T} › A elite: quando quiser, e com domínio)`, () => {
    expect(cosmo.elite.dominio).toBe(3);
    expect(cosmo.elite.twoElitesCancel).toBe(true);
  });
  it(`Elos divinos: sangue (permanent) and ligação (can be cut) (${T} › O Nono Sentido)`, () => {
    expect(cosmo.nono.elos.map((e) => [e.label, e.tag])).toEqual([
      ['Elo de sangue', 'Permanente'],
      ['Elo de ligação', 'Pode ser cortado'],
    ]);
  });
});
