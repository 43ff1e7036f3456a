import { describe, expect, it } from 'vitest';
import { armies, armiesProvenance, armiesSchema } from '../../src/rules/sections/armies.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const F9 = 'FACTS.md › Armies (Capítulo Nove)';
const F3 = 'FACTS.md › Creation (Capítulo Três)';
const T9 = 'tables/09-exercitos.md';

const army = (slug: string) => {
  const a = armies.armies[slug];
  if (!a) throw new Error(`no army ${slug}`);
  return a;
};

describe('armies section — schema', () => {
  it('the book data passes its schema', () => {
    expect(parseWith(armiesSchema, armies).issues).toEqual([]);
  });

  it('every top-level key has a provenance entry, and every army has one', () => {
    for (const k of Object.keys(armies)) expect(armiesProvenance[k], k).toBeDefined();
    for (const k of Object.keys(armies.armies)) expect(armiesProvenance[`armies.${k}`], k).toBeDefined();
  });

  it('elite_seat_count_mismatch, army_slug_mismatch, unknown_seat_reference, duplicate_slug', () => {
    const bad = structuredClone(armies);
    bad.armies['atena']!.eliteSeats.pop();
    bad.armies['hades']!.slug = 'hadez';
    bad.armies['asgard']!.eliteSeats[7]!.shadowOf = 'nenhuma';
    bad.armies['poseidon']!.eliteSeats[1]!.slug = 'dragao_marinho';
    const codes = parseWith(armiesSchema, bad).issues.map((i) => i.code);
    expect(codes).toEqual(
      expect.arrayContaining(['elite_seat_count_mismatch', 'army_slug_mismatch', 'unknown_seat_reference', 'duplicate_slug']),
    );
  });
});

describe(`armies — ${T9} (table-driven)`, () => {
  it.each([
    ['atena', 'Atena', 'Cavaleiros de Prata e de Ouro', 'O Grande Mestre do Santuário'],
    ['poseidon', 'Poseidon', 'Guardiões dos Mares e Generais Marinas', 'O General do Dragão Marinho, o primeiro dos sete'],
    ['hades', 'Hades', 'Estrelas Celestes e Juízes do Inferno', 'Pandora — e, acima dela, os deuses gêmeos Hypnos e Thanatos'],
    ['asgard', 'Odin', 'Guardas do Palácio e Guerreiros Deuses', 'Hilda de Polaris, a representante de Odin na Terra'],
  ])('A cadeia de comando: %s', (slug, god, trainers, leader) => {
    expect(army(slug)).toMatchObject({ god, trainers, leader });
  });

  it('A cadeia de comando: the two cards; an apprentice is a human of level 2 to 4, one level per three weeks, the trial from level 3', () => {
    expect(armies.chainOfCommand.cards.map((c) => [c.label, c.tag])).toEqual([
      ['Ter um aprendiz', 'Prata ou acima'],
      ['Comandar e obedecer', 'A ordem desce a escada'],
    ]);
    expect(armies.chainOfCommand.apprentice).toEqual({ minPosto: 'prata', weeksPerHumanLevel: 3 });
    // The human levels and the trial live once, in creation.humans.
    const h = bookRuleset.creation.humans;
    expect([h.apprenticeLevel, h.levels.length, h.trial.fromHumanLevel]).toEqual([2, 4, 3]);
    expect('trialFromHumanLevel' in armies.chainOfCommand.apprentice).toBe(false);
  });

  it.each([
    ['atena', 'Cavaleiro de Bronze', 48, '48 constelações', 'Cavaleiro de Prata', 24, '24 constelações', 'Cavaleiro de Ouro', 12, '12, as do zodíaco'],
    ['poseidon', 'Soldado Marina', null, 'Muitos', 'Guardião dos Mares', null, 'Um por templo submarino', 'General Marina', 7, '7: Dragão Marinho, Kraken, Sereia, Scylla, Crisaor, Lymnades e Cavalo-Marinho'],
    ['hades', 'Estrela Terrestre', 72, '72', 'Estrela Celeste', 33, '33', 'Juiz do Inferno', 3, '3: Wyvern, Garuda e Grifo'],
    [
      'asgard',
      'Guerreiro de Asgard',
      null,
      'Muitos',
      'Guarda do Palácio',
      12,
      'Doze, a guarda de Valhala',
      'Guerreiro Deus',
      7,
      '7, as estrelas da Ursa Maior: Dubhe, Merak, Phecda, Megrez, Alioth, Mizar e Benetnasch — e Alcor, a sombra de Mizar',
    ],
  ] as const)('Posto · Nome · Vagas: %s', (slug, b, bs, bl, p, ps, pl, e, es, el) => {
    expect(army(slug).ranks).toEqual({
      bronze: { label: b, seats: bs, seatsLabel: bl },
      prata: { label: p, seats: ps, seatsLabel: pl },
      elite: { label: e, seats: es, seatsLabel: el },
    });
  });

  it.each([
    ['Áries', 'Extinção Estelar'],
    ['Touro', 'Grande Chifre'],
    ['Gêmeos', 'Explosão Galáctica'],
    ['Câncer', 'Ondas do Inferno'],
    ['Leão', 'Relâmpago de Plasma'],
    ['Virgem', 'Tesouro do Céu'],
    ['Libra', 'Cólera dos Cem Dragões'],
    ['Escorpião', 'Agulha Escarlate'],
    ['Sagitário', 'Trovão Atômico'],
    ['Capricórnio', 'Excalibur'],
    ['Aquário', 'Execução Aurora'],
    ['Peixes', 'Rosas Diabólicas Reais'],
  ])('As doze vagas de Ouro: %s — %s', (label, golpe) => {
    expect(army('atena').eliteSeats.find((s) => s.label === label)?.golpeDoAssento).toBe(golpe);
  });

  it('As doze vagas de Ouro: in zodiac order', () => {
    expect(army('atena').eliteSeats.map((s) => s.label)).toEqual([
      'Áries', 'Touro', 'Gêmeos', 'Câncer', 'Leão', 'Virgem', 'Libra', 'Escorpião', 'Sagitário', 'Capricórnio', 'Aquário', 'Peixes',
    ]);
  });

  it('elite seats of Poseidon, Hades and Asgard (Alcor the shadow of Mizar)', () => {
    expect(army('poseidon').eliteSeats.map((s) => s.label)).toEqual(['Dragão Marinho', 'Kraken', 'Sereia', 'Scylla', 'Crisaor', 'Lymnades', 'Cavalo-Marinho']);
    expect(army('hades').eliteSeats.map((s) => s.label)).toEqual(['Wyvern', 'Garuda', 'Grifo']);
    expect(army('asgard').eliteSeats.map((s) => s.label)).toEqual(['Dubhe', 'Merak', 'Phecda', 'Megrez', 'Alioth', 'Mizar', 'Benetnasch', 'Alcor']);
    expect(army('asgard').eliteSeats.find((s) => s.slug === 'alcor')?.shadowOf).toBe('mizar');
  });

  it.each([
    ['atena', 'O juramento', 'Cavaleiros de Atena não usam armas. A única exceção são as doze armas de Libra, com a permissão de quem guarda a vaga.'],
    ['atena', 'As Saintias', 'Uma vez por luta, como reação, uma Saintia a até 3 metros recebe no lugar de Atena'],
    ['atena', 'A armadura viva', 'Chamar a armadura não custa Cosmo. Uma vez por nível, quando você cai a 0 PV com a armadura viva por perto'],
    ['poseidon', 'Escama de oricalco', 'Toda Escama tem +1 de Resistência.'],
    ['poseidon', 'Filhos do mar', "Você respira e luta debaixo d'água sem nenhuma penalidade."],
    ['hades', 'Estrela Maligna', 'um Espectro que morre volta em 1d4 semanas'],
    ['hades', 'Súplice sem sangue', 'Se morre, se refaz sozinha em uma semana, na mesma Versão.'],
    ['hades', 'Súplice sem sangue', 'só vira Divina no Nono por um elo de ligação'],
    ['asgard', 'A Safira de Odin', 'o seu Teto de Cosmo sobe 1'],
    ['asgard', 'Filhos do inverno', 'Você ignora o frio extremo e tem Vantagem em Sobrevivência na neve e no gelo.'],
    ['artemis', 'A luz da lua', 'Sob a lua, o Teto de Cosmo de um guerreiro de Ártemis sobe 1 (não debaixo da terra nem no mundo dos mortos).'],
    ['artemis', 'O santuário da lua', 'Ártemis governa de um templo fora da Terra; só se chega lá levado por um deus.'],
    ['apolo', 'A coroa do sol', 'Uma vez por luta, um Cavaleiro da Coroa de elite pode lutar à luz do sol como se estivesse no Sétimo, sem as três condições.'],
    ['apolo', 'Os mortos que ele chama', 'Apolo traz de volta Cavaleiros mortos por um acordo, com Convicções novas.'],
    ['eris', 'A maçã dourada', 'Quem aceita a maçã ganha um relógio de 6 segmentos'],
    ['eris', 'Fantasmas', 'Os Cavaleiros Fantasmas são mortos trazidos pela força: sem Convicção, se desfazem a 0 PV.'],
    ['lucifer', 'Asas da queda', 'Toda Glória tem o acessório Asas, além de um segundo acessório, se a constelação dela tiver.'],
    ['lucifer', 'Orgulho', 'Um Anjo Caído nunca se rende e nunca recua (não usa recuar em vez de cair).'],
    ['cronos', 'Meio despertos', 'Enquanto não despertou inteiro, um Titã é uma elite de nível 15 a 20; desperto de vez, é uma divindade menor.'],
    ['cronos', 'A prisão do Tártaro', 'Os Titãs só voltam porque alguém abriu o selo.'],
    ['marte', 'Fúria da guerra', 'Quando um aliado cai perto dele, um guerreiro de Marte ganha +1 de Cosmo, uma vez por turno.'],
    ['marte', 'Não há paz', 'Ele nunca dá Glória a quem o convence.'],
    ['palas', 'As Grandes Espadas', 'Único exército com armas: a arma é o acessório (conta como Garras) e o Golpe do Assento é dela.'],
    ['palas', 'O tempo', 'Uma vez por luta, um de primeira classe pode repetir a própria rolagem de ataque ou de efeito.'],
  ])('rule card of %s: %s', (slug, label, phrase) => {
    expect(army(slug).rules.find((r) => r.label === label)?.effect).toContain(phrase);
  });

  it('rule cards with numbers: Escama +1 Resistência, Safira +1 Teto, luz da lua +1 Teto', () => {
    expect(army('poseidon').rules[0]?.modifiers).toEqual({ armorResistencia: 1 });
    expect(army('asgard').rules[0]?.modifiers).toEqual({ teto: 1 });
    expect(army('artemis').rules[0]?.modifiers).toEqual({ teto: 1 });
    expect(army('hades').armorAcceptsBlood).toBe(false);
    expect(army('hades').armorReforms).toEqual({ days: 7, sameVersion: true }); // "se refaz sozinha em uma semana, na mesma Versão"
    expect(army('atena').armorReforms).toBeUndefined();
  });

  it('Quadro "A Exclamação": three Gold Knights of Atena; no Glória; against a god 0, 1/4, 1/2 with the Oitavo', () => {
    const e = armies.exclamacao.atena;
    expect(e.army).toBe('atena');
    expect(e.goldKnights).toBe(3);
    expect(e.noGloria).toBe(true);
    expect(e.againstGod).toEqual({
      deusMaior: { numerator: 0, denominator: 1 },
      divindadeMenor: { numerator: 1, denominator: 4 },
      divindadeMenorComOitavo: { numerator: 1, denominator: 2 },
    });
    expect(e.rules.map((r) => r.label)).toEqual(['Quem', 'Preparar', 'O golpe', 'O preço', 'Contra um deus']);
    expect(e.rules[2]?.value).toContain('o alvo sofre a soma dos três Golpes do Assento, e ela atravessa a armadura');
  });

  it('Quadro "Interferir": burn 1 Cosmo, CD 18; each deflection cuts 1/3; three deflections stop it', () => {
    const i = armies.exclamacao.interfere;
    expect(i).toMatchObject({ burn: 1, cd: 18, damageCutPerDeflection: { numerator: 1, denominator: 3 }, deflectionsToStop: 3 });
    expect(i.rules.map((r) => r.label)).toEqual(['Quem pode', 'Custo e teste', 'Contra uma Exclamação sendo preparada', 'Num choque (Exclamação contra Exclamação)']);
  });

  it('Quadro "A Exclamação Zodiacal": the twelve; with eleven nothing happens; no damage; the twelve die, armors stay', () => {
    const z = armies.exclamacao.zodiacal;
    expect(z.goldKnights).toBe(12);
    expect(z.rules.map((r) => r.value)).toEqual([
      'os doze Cavaleiros de Ouro, um de cada vaga, vivos ou não (com onze, nada acontece)',
      'uma rodada, como a Exclamação de Atena',
      'cria a luz do sol por um instante: abre o Muro das Lamentações; não causa dano em ninguém',
      'os doze morrem (viram pó; nenhuma Convicção nem o Oitavo os salva); as doze armaduras ficam, vivas',
    ]);
  });

  it('Os que Hades traz de volta: pela força / por um acordo', () => {
    expect(armies.hadesReturn.map((c) => [c.label, c.tag])).toEqual([
      ['Pela força', 'O corpo, sem a vontade'],
      ['Por um acordo', 'Por vontade própria'],
    ]);
  });
});

describe(`armies — stated facts (${F9})`, () => {
  it.each([
    ['atena', 'Cavaleiros', 'Armadura', undefined],
    ['poseidon', 'Marinas', 'Escama', undefined],
    ['hades', 'Espectros, as 108 Estrelas Malignas', 'Súplice', undefined],
    ['asgard', 'Guerreiros de Asgard', 'Veste', 'Veste Divina'],
  ])(`complete army %s: warriors and armor names (${F9})`, (slug, warriors, armorName, eliteArmorName) => {
    expect(army(slug)).toMatchObject({ complete: true, warriors, armorName });
    expect(army(slug).eliteArmorName).toBe(eliteArmorName);
  });

  it(`short form with rank names: Ártemis, Apolo, Éris, Lúcifer, Cronos, Marte, Palas (${F9})`, () => {
    const short = Object.values(armies.armies).filter((a) => !a.complete);
    expect(short.map((a) => a.label)).toEqual(['Ártemis', 'Apolo', 'Éris', 'Lúcifer', 'Cronos e os Titãs', 'Marte', 'Palas']);
    expect(short.map((a) => [a.ranks.bronze.label, a.ranks.prata.label, a.ranks.elite.label])).toEqual([
      ['Satélite', 'Satélite da guarda', 'Anjo — um punhado, sempre ao lado da deusa'],
      ['Cavaleiro da Coroa', 'Guardião do Sol', 'Os três da Coroa, à direita do deus'],
      ['Dríade', 'Cavaleiro Fantasma', 'Os fantasmas que eram Ouro em vida'],
      ['Anjo Caído', 'Anjo Caído da guarda', 'Os quatro Anjos do trono'],
      ['Gigante', 'Gigante de elite', 'Os doze Titãs'],
      ['Marciano', 'Marciano de elite', 'Os quatro Generais de Marte'],
      ['Palasita de quarta classe', 'Palasitas de terceira e segunda classe', 'Os de primeira classe'],
    ]);
    for (const a of short) expect(a.rules).toHaveLength(2);
  });

  it(`elite seats: 12 Ouro, 7 Generais, 3 Juízes, 7 Guerreiros Deuses (${F9})`, () => {
    expect(['atena', 'poseidon', 'hades', 'asgard'].map((s) => army(s).ranks.elite.seats)).toEqual([12, 7, 3, 7]);
    expect(['atena', 'poseidon', 'hades', 'asgard'].map((s) => army(s).eliteSeats.filter((x) => !x.shadowOf).length)).toEqual([12, 7, 3, 7]);
  });

  it(`Exclamação de Atena: three Gold seat techniques summed (${F9})`, () => {
    expect(armies.exclamacao.atena.goldKnights).toBe(3);
    expect(armies.exclamacao.atena.strike).toEqual({
      damage: 'soma_dos_golpes_do_assento',
      attackRoll: false,
      canBeParriedOrBlocked: false,
      throughArmor: true,
      cosmoAfterwardsTo: 'piso',
    });
    expect(armies.exclamacao.atena.measured).toEqual([
      { level: 15, damage: 333, warriorHp: 249 },
      { level: 17, damage: 369, warriorHp: 306 },
      { level: 20, damage: 423, warriorHp: 420 },
    ]);
  });

  it(`Exclamação contra Exclamação: CON test vs CD 15 + marked segments each round, six-segment clock (${F9})`, () => {
    expect(armies.exclamacao.clash).toMatchObject({ clockSegments: 6, test: { attribute: 'CON', cdBase: 15, plusMarkedSegments: true }, allThreeFailYield: true });
  });
});

describe('armies — the Nono disagreement (FACTS.md › 2. Restored, and where the two disagree)', () => {
  const card = () => army('hades').rules.find((r) => r.slug === 'suplice_sem_sangue')!;
  it('Súplice sem sangue, seed (default): the elo only makes the Súplice Divina in the Nono (FACTS.md › 2. Restored, and where the two disagree)', () => {
    expect(bookRuleset.cosmo.options.nono).toBe('seed');
    expect(card().effect).toBe(
      'A Súplice não aceita sangue: não revive nem evolui por ele. Se morre, se refaz sozinha em uma semana, na mesma Versão. Sem elo de sangue, a Súplice de um Espectro só vira Divina no Nono por um elo de ligação.',
    );
    expect(card().effect).not.toContain('só alcança o Nono');
    expect(armiesProvenance['armies.hades.rules.1.effect']?.kind).toBe('reconstructed');
  });
  it(`Súplice sem sangue, 0.25.0 wording kept for the option livro_0_25 (${T9} › Hades)`, () => {
    expect(card().nonoVariantEffect).toBe(
      'A Súplice não aceita sangue: não revive nem evolui por ele. Se morre, se refaz sozinha em uma semana, na mesma Versão. Um Espectro só alcança o Nono por um elo de ligação.',
    );
    expect(army('hades').rules[1]).toBe(card());
  });
});

describe(`armies — constellation rules (${F3})`, () => {
  it(`Atena: any of the 88 except the twelve zodiac ones (Gold seats) (${F3})`, () => {
    expect(army('atena').constellation).toMatchObject({ kind: 'constelacao', total: 88, excludesEliteSeats: true });
    expect(army('atena').constellation.total! - army('atena').eliteSeats.length).toBe(76);
  });

  it(`Poseidon: a sea creature; Hades: one of the 72 Estrelas Terrestres; Asgard: northern star or saga creature (${F3})`, () => {
    expect(army('poseidon').constellation.kind).toBe('criatura_marinha');
    expect(army('hades').constellation).toMatchObject({ kind: 'estrela_terrestre', total: 72 });
    expect(army('hades').ranks.bronze.seats).toBe(72);
    expect(army('asgard').constellation.kind).toBe('estrela_do_norte_ou_saga');
  });

  it('the short armies have no constellation restriction (reconstructed, docs/regras/armies.md)', () => {
    for (const a of Object.values(armies.armies).filter((x) => !x.complete)) expect(a.constellation.kind).toBe('livre');
    expect(armiesProvenance['armies.palas.constellation']?.kind).toBe('reconstructed');
  });

  it('agrees with creation.armies (tables/03-criacao.md › Etapa 1 · Exército): same four armies, gods and armor names', () => {
    const creation = bookRuleset.creation.armies;
    expect(creation.map((a) => a.id)).toEqual(['atena', 'poseidon', 'hades', 'asgard']);
    for (const c of creation) {
      expect(army(c.id).god).toBe(c.god);
      expect(army(c.id).armorName).toBe(c.armor);
      expect(army(c.id).ranks.bronze.label.length).toBeGreaterThan(0);
    }
  });
});
