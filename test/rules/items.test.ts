import { describe, expect, it } from 'vitest';
import { items, itemsProvenance, itemsSchema } from '../../src/rules/sections/items.js';
import { parseWith } from '../../src/issues/index.js';
import { bookRuleset } from '../../src/rules/ruleset.js';

const F8 = 'FACTS.md › Items (Capítulo Oito)';
const T8 = 'tables/08-itens.md';

describe('items section — schema', () => {
  it('the book data passes its schema', () => {
    const r = parseWith(itemsSchema, items);
    expect(r.issues).toEqual([]);
  });

  it('every top-level key has a provenance entry', () => {
    for (const k of Object.keys(items)) expect(itemsProvenance[k], k).toBeDefined();
  });

  it('unknown_item_reference and duplicate_slug', () => {
    const bad = structuredClone(items);
    bad.byArmy[0]!.relics.push('espada_inexistente');
    bad.common.push(structuredClone(bad.common[0]!));
    const r = parseWith(itemsSchema, bad);
    expect(r.ok).toBe(false);
    const codes = r.issues.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['unknown_item_reference', 'duplicate_slug']));
    expect(r.issues.find((i) => i.code === 'unknown_item_reference')?.path).toEqual(['byArmy', 0, 'relics', 3]);
  });

  it('relic_army_disagrees: a relic whose army is not the one of "Relíquias por exército"', () => {
    const bad = structuredClone(items);
    bad.relics.find((x) => x.slug === 'lira_de_orfeu')!.army = 'atena';
    const r = parseWith(itemsSchema, bad);
    expect(r.issues.map((i) => i.code)).toContain('relic_army_disagrees');
    expect(r.issues.find((i) => i.code === 'relic_army_disagrees')?.message).toContain('hades');
  });
});

describe('relics: army vs the Posto of the tag (tables/08-itens.md › Relíquias por exército)', () => {
  it('Escudo da Medusa belongs to Atena and Lira de Orfeu to Hades; "· Prata" is the former owner\'s Posto (tables/08-itens.md › Relíquias por exército)', () => {
    const medusa = items.relics.find((x) => x.slug === 'escudo_da_medusa')!;
    const lira = items.relics.find((x) => x.slug === 'lira_de_orfeu')!;
    expect([medusa.army, medusa.ownerPosto, medusa.tag]).toEqual(['atena', 'prata', 'Relíquia de destino · Prata']);
    expect([lira.army, lira.ownerPosto, lira.tag]).toEqual(['hades', 'prata', 'Relíquia · Prata']);
    const armies = new Set(['atena', 'poseidon', 'hades', 'asgard', 'qualquer']);
    for (const r of items.relics) expect(armies.has(r.army), r.slug).toBe(true);
  });
});

describe(`items — ${T8} (table-driven)`, () => {
  it.each([
    ['comum', 'Comum', 'Você tem, ou compra numa cidade. Todo personagem começa com dois à escolha.', 'Kit de medicina, corda, ervas'],
    ['rara', 'Rara', 'Buscar por 3 dias (CD 16), ou como recompensa de luta.', 'Unguento de Pó de Estrelas, Chá dos Cinco Picos'],
    [
      'reliquia',
      'Relíquia',
      'Só como recompensa: de uma luta contra a elite, de um mestre que morreu, de um templo esquecido. Pede Sintonia.',
      'Rosário de 108 contas, Lira de Orfeu',
    ],
    [
      'divina',
      'Divina',
      'Pertence a um deus. Quase sempre é um efeito de destino, e nunca fica com um jogador por muito tempo.',
      'Escudo de Atena, Ânfora de Atena',
    ],
  ])('Raridade: %s', (slug, label, howToGet, example) => {
    expect(items.rarity.find((r) => r.slug === slug)).toEqual({ slug, label, howToGet, example });
  });

  it.each([
    ['Kit de medicina', 'Vantagem em Medicina. Tem 5 usos: tratar os ferimentos de uma pessoa num descanso curto gasta um (e no sucesso ela recupera mais 1d8).'],
    ['Ervas medicinais', 'Num descanso curto, uma pessoa recupera mais 1d8 PV. Um punhado dá três usos.'],
    ['Corda de escalada', 'Vantagem em Atletismo para escalar e descer; aguenta três pessoas.'],
    ['Mapa estelar', 'Vantagem em Mitologia para reconhecer uma constelação, uma armadura ou a técnica ligada a ela; à noite, você não se perde.'],
    ['Lanterna e fósforos', 'Luz de 12 metros. No escuro, sem ela, todos os testes de ver têm Desvantagem.'],
    ['Capa para a urna', 'Esconde que você carrega uma armadura: Vantagem em Enganação e Furtividade para passar despercebido entre pessoas comuns.'],
    ['Pesos de treino', '+2 nos testes de desenvolver ou evoluir uma técnica de Golpe.'],
    ['Diário de técnicas', '+2 nos testes de evoluir uma técnica que você anotou nele. Se um inimigo o roubar, as técnicas anotadas contam como Lidas por ele.'],
    ['Incenso de meditação', 'Queimado num descanso curto: na próxima luta você começa com +1 de Cosmo. Também dá +2 no treino do Oitavo Sentido.'],
    ['Rações e cantil', 'Uma semana de viagem sem teste de Sobrevivência para comer e beber.'],
    ['Máscara de guerreira', 'Enquanto usá-la, Vantagem em Vontade contra medo e encantamento; ninguém vê o seu rosto.'],
    ['Telefone ou rádio', 'Fala com quem está longe. Não serve para mandar Cosmo — isso só as Centelhas fazem.'],
  ])('Equipamento comum: %s', (label, effect) => {
    expect(items.common.find((c) => c.label === label)?.effect).toBe(effect);
  });

  it('Equipamento comum: twelve items', () => expect(items.common).toHaveLength(12));

  it.each([
    ['Unguento de Pó de Estrelas', 'Raro · interação simples', 'Passado na armadura, devolve 1 de Resistência — mesmo a uma armadura em pedaços, que volta ao corpo. Não revive armadura morta.', false],
    ['Água do Santuário', 'Rara · ação bônus', 'Encerra uma condição fraca ou média em quem bebe.', false],
    ['Chá dos Cinco Picos', 'Raro · antes da luta', 'Tomado até uma hora antes: você começa a próxima luta com +2 de Cosmo.', false],
    ['Hidromel de Valhala', 'Raro · ação', '2d8 PV temporários e Vantagem em Fortitude até o fim da luta. Conta como o item de cura da luta.', true],
    ['Sal do Mar Profundo', 'Raro · interação simples', "Por uma hora, você respira e luta debaixo d'água sem penalidade.", false],
    ['Folha de Lótus', 'Rara · ação', 'Devolve um sentido arrancado na hora. Não devolve um sentido mutilado — e o +1 de Teto daquele sentido vai embora junto.', false],
    ['Néctar', 'Relíquia consumível · ação', 'Recupera 4d8 PV, ou 8d8 a partir do Grau 3. Conta como o item de cura da luta.', true],
    ['Maçã dourada das Hespérides', 'Relíquia consumível · ação bônus', 'O Cosmo vai ao Teto. Uma maçã, um uso.', false],
    ['Ambrosia', 'Divina · ação', 'Todos os PV voltam, uma Convicção gasta volta e todos os sentidos arrancados voltam.', true],
    ['Fruto do Saboeiro do Inferno', 'Raro · material', 'Sozinho não faz nada. Cento e oito deles, abençoados com o Oitavo Sentido, viram o Rosário de 108 contas.', false],
  ])('Remédios e consumíveis: %s', (label, tag, effect, healing) => {
    expect(items.consumables.find((c) => c.label === label)).toMatchObject({ tag, effect, healing });
  });

  it.each([
    ['po_de_estrelas', 'Pó de Estrelas', 1, 15, 'Areia que cai onde uma estrela morreu; nas encostas de montanhas altas, em noites claras', 'Reviver qualquer armadura; o unguento; o polimento'],
    ['gamanio', 'Gamânio', 3, 18, 'Veios escondidos em lugares sagrados antigos; desmontando armaduras de Prata', 'Reviver Prata e acima; o reforço'],
    ['oricalco', 'Oricalco', 7, 21, 'O metal da Atlântida: ruínas no fundo do mar, templos de Poseidon, armaduras de elite desmontadas', 'Reviver Ouro e a elite; a liga'],
  ] as const)('Os três metais: %s', (slug, label, days, cd, where, usedFor) => {
    expect(items.metals.find((m) => m.slug === slug)).toEqual({ slug, label, search: { days, cd }, where, usedFor });
  });

  it.each([
    ['Rosário de 108 contas', 'Relíquia · Atena', true, '+2 em Vontade contra técnicas de Espectros'],
    ['Objeto de um deus', 'Relíquia · qualquer deus', true, '+1 Centelha por sessão'],
    ['Escudo da Medusa', 'Relíquia de destino · Prata', true, 'Rolagem de Efeito (+8 + proficiência)'],
    ['Lira de Orfeu', 'Relíquia · Prata', true, 'a até 12 metros: Atordoado'],
    ['Safira de Odin', 'Relíquia · Asgard', true, '+1 no Teto de Cosmo de quem a veste'],
    ['Anel dos Nibelungos', 'Relíquia maldita · Asgard', true, '+2 no Teto de Cosmo e +2 em todas as defesas passivas'],
    ['Moedas de Caronte', 'Relíquia · Hades', true, 'Cada moeda paga uma travessia do Aqueronte'],
    ['Concha de Tritão', 'Relíquia · Poseidon', true, 'onda numa linha de 9 metros empurra 6 metros'],
    ['Armadura de Aço', 'Rara · para humanos · sem Sintonia', false, 'com +2 na DEF, 3 de Resistência para aparar e golpe de 1d8'],
    ['Relógio de Fogo', 'Relíquia · Atena', true, 'a até 9 metros têm Vantagem contra efeitos que causariam medo'],
    ['Urna sem dono', 'Relíquia · qualquer exército', true, 'uma vez por nível'],
  ])('Relíquias: %s', (label, tag, needsSintonia, phrase) => {
    const r = items.relics.find((x) => x.label === label);
    expect(r).toMatchObject({ tag, needsSintonia });
    expect(r?.effect).toContain(phrase);
  });

  it.each([
    ['Escudo de Atena', 'Atena', 'Reação, uma vez por luta: anula um ataque ou uma técnica inteira contra quem o empunha. Só quem tem o sangue ou um objeto de Atena consegue erguê-lo.'],
    ['Ânfora de Atena', 'Atena', 'Sela a alma de um deus a 0 PV: Selado, um efeito de destino. Precisa do sangue de Atena para fechar.'],
    ['Ambrosia', 'Os deuses do Olimpo', 'Veja acima.'],
    ['Armadura de Odin', 'Odin', 'Chamada pelas sete Safiras. Quem a veste usa a linha da Forma Divina e fica no Nono até o fim da luta.'],
  ])('Itens divinos: %s', (label, owner, rule) => {
    expect(items.divine.find((d) => d.label === label)).toMatchObject({ owner, rule });
  });

  it.each([
    ['atena', ['Máscara de guerreira', 'Água do Santuário', 'Chá dos Cinco Picos'], ['Rosário de 108 contas', 'Relógio de Fogo', 'Escudo da Medusa']],
    ['poseidon', ['Sal do Mar Profundo', 'Oricalco'], ['Concha de Tritão']],
    ['hades', ['Fruto do Saboeiro do Inferno'], ['Moedas de Caronte', 'Lira de Orfeu']],
    ['asgard', ['Hidromel de Valhala'], ['Safira de Odin', 'Anel dos Nibelungos']],
  ])('Relíquias por exército: %s', (army, commonAndRare, relics) => {
    const row = items.byArmy.find((r) => r.army === army)!;
    const labelOf = (s: string) =>
      [...items.common, ...items.consumables, ...items.metals, ...items.relics].find((x) => x.slug === s)?.label;
    expect(row.commonAndRare.map(labelOf)).toEqual(commonAndRare);
    expect(row.relics.map(labelOf)).toEqual(relics);
  });
});

describe(`items — stated facts (${F8})`, () => {
  it(`start: urn with armor, clothes, canteen, two common items, medicinal herbs (${F8})`, () => {
    expect(items.start.commonChoices).toBe(2);
    expect(items.start.items.join(' · ')).toMatch(/urna.*roupa.*cantil.*dois itens comuns.*ervas medicinais/);
  });

  it(`search: Interlúdio, Investigação/Sobrevivência/Persuasão; rare item 3 days, CD 16 (${F8})`, () => {
    expect(items.search.skills).toEqual(['investigacao', 'sobrevivencia', 'persuasao']);
    expect(items.search.rare).toEqual({ days: 3, cd: 16 });
  });

  it(`loot: named foe 1d6 = 6 → a rare consumable; elite foe → a relic or one Oricalco (${F8})`, () => {
    expect(items.loot.namedFoe).toMatchObject({ die: 6, on: 6 });
    expect(items.loot.eliteFoe.oricalco).toBe(1);
  });

  it(`dismantling a dead enemy armor: one unit of its Posto's metal, Ofício CD 14, one day (${F8})`, () => {
    expect(items.dismantle).toEqual({
      skill: 'oficio',
      cd: 14,
      days: 1,
      metalByPosto: { bronze: 'po_de_estrelas', prata: 'gamanio', elite: 'oricalco' },
      companionsArmor: false,
    });
  });

  it(`Sintonia: 2 relics, 3 from level 10; attuning takes a long rest; one healing item per fight (${F8})`, () => {
    expect(bookRuleset.progression.sintonia).toMatchObject({ relics: 2, relicsFromLevel10: 3, fromLevel: 10 });
    expect(items.sintonia.attuneTime).toContain('descanso longo');
    expect(items.sintonia.consumablesNeedIt).toBe(false);
    expect(items.sintonia.effectRelicUsesPerFight).toBe(1);
    expect(items.inFight.healingItemsPerFight).toBe(1);
  });
});

describe(`items — structured numbers (${T8})`, () => {
  const all = [...items.common, ...items.consumables, ...items.relics];
  const n = (slug: string) => all.find((x) => x.slug === slug)!.numbers;

  it.each<[string, unknown, string]>([
    ['nectar', { heal: { dice: '4d8', from: [{ grau: 3, dice: '8d8' }] } }, `${T8} › Relíquias consumíveis`],
    ['hidromel_de_valhala', { tempHp: '2d8', advantage: [{ test: 'fortitude' }], untilFightEnds: true }, `${T8} › Remédios e consumíveis`],
    ['cha_dos_cinco_picos', { nextFightCosmo: 2 }, `${T8} › Remédios e consumíveis`],
    ['unguento_de_po_de_estrelas', { resistencia: 1 }, `${T8} › Remédios e consumíveis`],
    ['ervas_medicinais', { inShortRest: true, shortRestHeal: '1d8', uses: 3 }, `${T8} › Equipamento comum`],
    ['kit_de_medicina', { advantage: [{ test: 'medicina' }], uses: 5, inShortRest: true }, `${T8} › Equipamento comum`],
    ['incenso_de_meditacao', { inShortRest: true, nextFightCosmo: 1, testBonus: [{ bonus: 2, tests: ['treinar_oitavo'] }] }, `${T8} › Equipamento comum`],
    ['pesos_de_treino', { testBonus: [{ bonus: 2, tests: ['evoluir_tecnica'], when: 'desenvolver ou evoluir uma técnica de Golpe' }] }, `${T8} › Equipamento comum`],
    ['safira_de_odin', { teto: 1 }, `${T8} › Relíquias`],
    ['anel_dos_nibelungos', { teto: 2, passiveDefenses: 2, removalBonus: 4 }, `${T8} › Relíquias`],
    ['objeto_de_um_deus', { centelhasPerSession: 1 }, `${T8} › Relíquias`],
    ['armadura_de_aco', { human: { apprenticeLevel: 4, def: 2, resistencia: 3, golpe: '1d8' } }, `${T8} › Relíquias`],
  ])('%s: %j (%s)', (slug, expected, _source) => {
    expect(n(slug)).toEqual(expected);
  });

  it(`the dice and the +N of the structured numbers are the ones the book's words print (${T8})`, () => {
    for (const x of all) {
      const N = x.numbers;
      const dice = [N.heal?.dice, ...(N.heal?.from ?? []).map((f) => f.dice), N.tempHp, N.shortRestHeal, N.human?.golpe].filter((d) => d !== undefined);
      for (const d of dice) expect(x.effect, `${x.slug}: ${d}`).toContain(d);
      for (const b of N.testBonus ?? []) expect(x.effect, x.slug).toContain(`+${b.bonus}`);
      if (N.teto !== undefined) expect(x.effect, x.slug).toContain(`+${N.teto} no Teto`);
      if (N.passiveDefenses !== undefined) expect(x.effect, x.slug).toContain(`+${N.passiveDefenses} em todas as defesas passivas`);
      if (N.area) expect(x.effect, x.slug).toContain(`${N.area.meters} metros`);
    }
  });

  it('the engine reads the healing items from the same flag as the fight rule (tables/08-itens.md › Remédios e consumíveis)', () => {
    expect(items.consumables.filter((c) => c.healing).map((c) => c.slug)).toEqual(['hidromel_de_valhala', 'nectar', 'ambrosia']);
  });

  it('item_heal_steps_out_of_order, item_passive_without_sintonia, a bad dice text, an unknown craft', () => {
    const bad = structuredClone(items);
    bad.consumables.find((c) => c.slug === 'nectar')!.numbers.heal!.from = [
      { grau: 3, dice: '8d8' },
      { grau: 2, dice: '6d8' },
    ];
    bad.relics.find((r) => r.slug === 'armadura_de_aco')!.numbers.teto = 1;
    bad.consumables.find((c) => c.slug === 'fruto_do_saboeiro_do_inferno')!.numbers.craft!.into = 'rosario';
    const r = parseWith(itemsSchema, bad);
    expect(r.issues.map((i) => i.code)).toEqual(expect.arrayContaining(['item_heal_steps_out_of_order', 'item_passive_without_sintonia', 'unknown_item_reference']));
    const dice = structuredClone(items);
    dice.consumables.find((c) => c.slug === 'hidromel_de_valhala')!.numbers.tempHp = '2 dados';
    expect(parseWith(itemsSchema, dice).ok).toBe(false);
  });

  it('the ruleset carries the numbers (frozen)', () => {
    expect(bookRuleset.items.consumables.find((c) => c.slug === 'nectar')?.numbers.heal?.from).toEqual([{ grau: 3, dice: '8d8' }]);
  });
});
