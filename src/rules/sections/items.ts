/**
 * Ruleset section `items` — Capítulo 8: itens e relíquias.
 *
 * Rarity, how items are found (start, search, loot, dismantling), Sintonia, the common equipment,
 * the consumables, the three metals, the relics, the divine items and the relics per army. The
 * armor improvements of the same chapter live in the `armor` section (`armor.improvements`).
 *
 * @module
 */
import { z } from 'zod';
import { checkUniqueSlugs } from './helpers.js';
import { prov, type ProvenanceMap } from '../provenance.js';

const slug = z.string().regex(/^[a-z0-9_]+$/);
const text = z.string().min(1);

const raritySlugSchema = z.enum(['comum', 'rara', 'reliquia', 'divina']);
const metalSlugSchema = z.enum(['po_de_estrelas', 'gamanio', 'oricalco']);
const armySlugSchema = z.enum(['atena', 'poseidon', 'hades', 'asgard']);

const itemSchema = z.object({ slug, label: text, effect: text });

const consumableSchema = z.object({
  slug,
  label: text,
  /** The card's label, as printed ("Raro · interação simples"). */
  tag: text,
  rarity: raritySlugSchema,
  /** Whether it is a relic that is used up ("Relíquia consumível"). */
  consumableRelic: z.boolean(),
  /** How it is used: an action, a bonus action, a simple interaction, before the fight, or a material. */
  use: z.enum(['acao', 'acao_bonus', 'interacao_simples', 'antes_da_luta', 'material']),
  effect: text,
  /** Counts as the fight's one healing item. */
  healing: z.boolean(),
});

const relicSchema = z.object({
  slug,
  label: text,
  tag: text,
  /** The army it belongs to (the table "Relíquias por exército"), or `qualquer`. */
  army: z.union([armySlugSchema, z.literal('qualquer')]),
  /** The Posto the card's tag names ("Relíquia · Prata": the former owner's Posto), when it names one. */
  ownerPosto: z.enum(['bronze', 'prata', 'elite']).optional(),
  needsSintonia: z.boolean(),
  effect: text,
});

/**
 * zod schema of the `items` section, with semantic refinements (coded issues):
 * `duplicate_slug`, `unknown_item_reference`.
 *
 * @example
 * ```ts
 * itemsSchema.safeParse(items).success //=> true
 * ```
 */
export const itemsSchema = z
  .object({
    /** The four rarities. */
    rarity: z.array(z.object({ slug: raritySlugSchema, label: text, howToGet: text, example: text })).length(4),
    /** What every character starts with. */
    start: z.object({ items: z.array(text).min(1), commonChoices: z.number().int().min(0) }),
    /** Searching in an Interlúdio. */
    search: z.object({
      skills: z.array(slug).min(1),
      rare: z.object({ days: z.number().int().min(1), cd: z.number().int() }),
      failure: text,
    }),
    /** Loot after a fight. */
    loot: z.object({
      namedFoe: z.object({ die: z.number().int().min(2), on: z.number().int().min(1), reward: text }),
      eliteFoe: z.object({ reward: text, oricalco: z.number().int().min(0) }),
    }),
    /** Dismantling a dead enemy armor: one unit of its Posto's metal. */
    dismantle: z.object({
      skill: slug,
      cd: z.number().int(),
      days: z.number().int().min(0),
      metalByPosto: z.object({ bronze: metalSlugSchema, prata: metalSlugSchema, elite: metalSlugSchema }),
      companionsArmor: z.boolean(),
    }),
    /**
     * Sintonia: how it is gained and what needs it (how many relics at once, by level, lives once
     * in `progression.sintonia`).
     */
    sintonia: z.object({
      attuneTime: text,
      consumablesNeedIt: z.boolean(),
      effectRelicUsesPerFight: z.number().int().min(0),
    }),
    /** Using items in a fight. */
    inFight: z.object({
      pickUpAndUse: z.literal('interacao_simples'),
      healingItemsPerFight: z.number().int().min(0),
    }),
    /** Equipamento comum. */
    common: z.array(itemSchema).min(1),
    /** Remédios e consumíveis. */
    consumables: z.array(consumableSchema).min(1),
    /** Os três metais. */
    metals: z
      .array(
        z.object({
          slug: metalSlugSchema,
          label: text,
          search: z.object({ days: z.number().int().min(1), cd: z.number().int() }),
          where: text,
          usedFor: text,
        }),
      )
      .length(3),
    /** Relíquias. */
    relics: z.array(relicSchema).min(1),
    /** Itens divinos. */
    divine: z.array(z.object({ slug, label: text, owner: text, rule: text })).min(1),
    /** Relíquias por exército: slugs into `common`, `consumables`, `metals` and `relics`. */
    byArmy: z.array(z.object({ army: armySlugSchema, commonAndRare: z.array(slug), relics: z.array(slug) })).length(4),
  })
  .superRefine((it, ctx) => {
    checkUniqueSlugs(ctx, [
      ['common', it.common],
      ['consumables', it.consumables],
      ['relics', it.relics],
      ['divine', it.divine],
    ]);
    const known = new Set<string>([
      ...it.common.map((x) => x.slug),
      ...it.consumables.map((x) => x.slug),
      ...it.metals.map((x) => x.slug),
    ]);
    const relics = new Set(it.relics.map((x) => x.slug));
    it.byArmy.forEach((row, i) => {
      row.commonAndRare.forEach((s, j) => {
        if (!known.has(s)) {
          ctx.addIssue({
            code: 'custom',
            path: ['byArmy', i, 'commonAndRare', j],
            message: `O item "${s}" da lista de ${row.army} não existe nos itens comuns, consumíveis nem metais.`,
            params: { code: 'unknown_item_reference', army: row.army, slug: s },
          });
        }
      });
      row.relics.forEach((s, j) => {
        if (!relics.has(s)) {
          ctx.addIssue({
            code: 'custom',
            path: ['byArmy', i, 'relics', j],
            message: `A relíquia "${s}" da lista de ${row.army} não existe na lista de relíquias.`,
            params: { code: 'unknown_item_reference', army: row.army, slug: s },
          });
        }
      });
    });
    // A relic's army and the table "Relíquias por exército" say the same thing twice: they must agree.
    it.relics.forEach((r, i) => {
      const listedIn = it.byArmy.filter((row) => row.relics.includes(r.slug)).map((row) => row.army);
      const ok = r.army === 'qualquer' ? listedIn.length === 0 : listedIn.length === 1 && listedIn[0] === r.army;
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['relics', i, 'army'],
          message: `A relíquia "${r.label}" diz exército "${r.army}", mas a lista por exército a põe em: ${listedIn.join(', ') || 'nenhum'}.`,
          params: { code: 'relic_army_disagrees', slug: r.slug, army: r.army, listedIn },
        });
      }
    });
  });

/**
 * The `items` section's type, inferred from its schema.
 *
 * @example
 * ```ts
 * const n: number = (items satisfies ItemsRules).search.rare.cd; //=> 16
 * ```
 */
export type ItemsRules = z.infer<typeof itemsSchema>;

/**
 * The book's `items` tables (Capítulo Oito).
 *
 * @example
 * ```ts
 * items.metals.find((m) => m.slug === 'oricalco')?.search //=> { days: 7, cd: 21 }
 * items.sintonia.attuneTime //=> 'um descanso longo com ela nas mãos'
 * ```
 */
export const items: ItemsRules = {
  rarity: [
    {
      slug: 'comum',
      label: 'Comum',
      howToGet: 'Você tem, ou compra numa cidade. Todo personagem começa com dois à escolha.',
      example: 'Kit de medicina, corda, ervas',
    },
    {
      slug: 'rara',
      label: 'Rara',
      howToGet: 'Buscar por 3 dias (CD 16), ou como recompensa de luta.',
      example: 'Unguento de Pó de Estrelas, Chá dos Cinco Picos',
    },
    {
      slug: 'reliquia',
      label: 'Relíquia',
      howToGet: 'Só como recompensa: de uma luta contra a elite, de um mestre que morreu, de um templo esquecido. Pede Sintonia.',
      example: 'Rosário de 108 contas, Lira de Orfeu',
    },
    {
      slug: 'divina',
      label: 'Divina',
      howToGet: 'Pertence a um deus. Quase sempre é um efeito de destino, e nunca fica com um jogador por muito tempo.',
      example: 'Escudo de Atena, Ânfora de Atena',
    },
  ],
  start: {
    items: ['a urna com a sua armadura', 'roupa', 'cantil', 'dois itens comuns à escolha', 'um punhado de ervas medicinais'],
    commonChoices: 2,
  },
  search: {
    skills: ['investigacao', 'sobrevivencia', 'persuasao'],
    rare: { days: 3, cd: 16 },
    failure: 'os dias se perdem, e você pode tentar de novo',
  },
  loot: {
    namedFoe: { die: 6, on: 6, reward: 'um consumível raro, à escolha do Mestre' },
    eliteFoe: { reward: 'uma relíquia, ou uma unidade de Oricalco', oricalco: 1 },
  },
  dismantle: {
    skill: 'oficio',
    cd: 14,
    days: 1,
    metalByPosto: { bronze: 'po_de_estrelas', prata: 'gamanio', elite: 'oricalco' },
    companionsArmor: false,
  },
  sintonia: {
    attuneTime: 'um descanso longo com ela nas mãos',
    consumablesNeedIt: false,
    effectRelicUsesPerFight: 1,
  },
  inFight: { pickUpAndUse: 'interacao_simples', healingItemsPerFight: 1 },
  common: [
    {
      slug: 'kit_de_medicina',
      label: 'Kit de medicina',
      effect: 'Vantagem em Medicina. Tem 5 usos: tratar os ferimentos de uma pessoa num descanso curto gasta um (e no sucesso ela recupera mais 1d8).',
    },
    { slug: 'ervas_medicinais', label: 'Ervas medicinais', effect: 'Num descanso curto, uma pessoa recupera mais 1d8 PV. Um punhado dá três usos.' },
    { slug: 'corda_de_escalada', label: 'Corda de escalada', effect: 'Vantagem em Atletismo para escalar e descer; aguenta três pessoas.' },
    {
      slug: 'mapa_estelar',
      label: 'Mapa estelar',
      effect: 'Vantagem em Mitologia para reconhecer uma constelação, uma armadura ou a técnica ligada a ela; à noite, você não se perde.',
    },
    { slug: 'lanterna_e_fosforos', label: 'Lanterna e fósforos', effect: 'Luz de 12 metros. No escuro, sem ela, todos os testes de ver têm Desvantagem.' },
    {
      slug: 'capa_para_a_urna',
      label: 'Capa para a urna',
      effect: 'Esconde que você carrega uma armadura: Vantagem em Enganação e Furtividade para passar despercebido entre pessoas comuns.',
    },
    { slug: 'pesos_de_treino', label: 'Pesos de treino', effect: '+2 nos testes de desenvolver ou evoluir uma técnica de Golpe.' },
    {
      slug: 'diario_de_tecnicas',
      label: 'Diário de técnicas',
      effect: '+2 nos testes de evoluir uma técnica que você anotou nele. Se um inimigo o roubar, as técnicas anotadas contam como Lidas por ele.',
    },
    {
      slug: 'incenso_de_meditacao',
      label: 'Incenso de meditação',
      effect: 'Queimado num descanso curto: na próxima luta você começa com +1 de Cosmo. Também dá +2 no treino do Oitavo Sentido.',
    },
    { slug: 'racoes_e_cantil', label: 'Rações e cantil', effect: 'Uma semana de viagem sem teste de Sobrevivência para comer e beber.' },
    {
      slug: 'mascara_de_guerreira',
      label: 'Máscara de guerreira',
      effect: 'Enquanto usá-la, Vantagem em Vontade contra medo e encantamento; ninguém vê o seu rosto.',
    },
    {
      slug: 'telefone_ou_radio',
      label: 'Telefone ou rádio',
      effect: 'Fala com quem está longe. Não serve para mandar Cosmo — isso só as Centelhas fazem.',
    },
  ],
  consumables: [
    {
      slug: 'unguento_de_po_de_estrelas',
      label: 'Unguento de Pó de Estrelas',
      tag: 'Raro · interação simples',
      rarity: 'rara',
      consumableRelic: false,
      use: 'interacao_simples',
      effect: 'Passado na armadura, devolve 1 de Resistência — mesmo a uma armadura em pedaços, que volta ao corpo. Não revive armadura morta.',
      healing: false,
    },
    {
      slug: 'agua_do_santuario',
      label: 'Água do Santuário',
      tag: 'Rara · ação bônus',
      rarity: 'rara',
      consumableRelic: false,
      use: 'acao_bonus',
      effect: 'Encerra uma condição fraca ou média em quem bebe.',
      healing: false,
    },
    {
      slug: 'cha_dos_cinco_picos',
      label: 'Chá dos Cinco Picos',
      tag: 'Raro · antes da luta',
      rarity: 'rara',
      consumableRelic: false,
      use: 'antes_da_luta',
      effect: 'Tomado até uma hora antes: você começa a próxima luta com +2 de Cosmo.',
      healing: false,
    },
    {
      slug: 'hidromel_de_valhala',
      label: 'Hidromel de Valhala',
      tag: 'Raro · ação',
      rarity: 'rara',
      consumableRelic: false,
      use: 'acao',
      effect: '2d8 PV temporários e Vantagem em Fortitude até o fim da luta. Conta como o item de cura da luta.',
      healing: true,
    },
    {
      slug: 'sal_do_mar_profundo',
      label: 'Sal do Mar Profundo',
      tag: 'Raro · interação simples',
      rarity: 'rara',
      consumableRelic: false,
      use: 'interacao_simples',
      effect: 'Por uma hora, você respira e luta debaixo d\'água sem penalidade.',
      healing: false,
    },
    {
      slug: 'folha_de_lotus',
      label: 'Folha de Lótus',
      tag: 'Rara · ação',
      rarity: 'rara',
      consumableRelic: false,
      use: 'acao',
      effect: 'Devolve um sentido arrancado na hora. Não devolve um sentido mutilado — e o +1 de Teto daquele sentido vai embora junto.',
      healing: false,
    },
    {
      slug: 'nectar',
      label: 'Néctar',
      tag: 'Relíquia consumível · ação',
      rarity: 'reliquia',
      consumableRelic: true,
      use: 'acao',
      effect: 'Recupera 4d8 PV, ou 8d8 a partir do Grau 3. Conta como o item de cura da luta.',
      healing: true,
    },
    {
      slug: 'maca_dourada_das_hesperides',
      label: 'Maçã dourada das Hespérides',
      tag: 'Relíquia consumível · ação bônus',
      rarity: 'reliquia',
      consumableRelic: true,
      use: 'acao_bonus',
      effect: 'O Cosmo vai ao Teto. Uma maçã, um uso.',
      healing: false,
    },
    {
      slug: 'ambrosia',
      label: 'Ambrosia',
      tag: 'Divina · ação',
      rarity: 'divina',
      consumableRelic: false,
      use: 'acao',
      effect: 'Todos os PV voltam, uma Convicção gasta volta e todos os sentidos arrancados voltam.',
      healing: true,
    },
    {
      slug: 'fruto_do_saboeiro_do_inferno',
      label: 'Fruto do Saboeiro do Inferno',
      tag: 'Raro · material',
      rarity: 'rara',
      consumableRelic: false,
      use: 'material',
      effect: 'Sozinho não faz nada. Cento e oito deles, abençoados com o Oitavo Sentido, viram o Rosário de 108 contas.',
      healing: false,
    },
  ],
  metals: [
    {
      slug: 'po_de_estrelas',
      label: 'Pó de Estrelas',
      search: { days: 1, cd: 15 },
      where: 'Areia que cai onde uma estrela morreu; nas encostas de montanhas altas, em noites claras',
      usedFor: 'Reviver qualquer armadura; o unguento; o polimento',
    },
    {
      slug: 'gamanio',
      label: 'Gamânio',
      search: { days: 3, cd: 18 },
      where: 'Veios escondidos em lugares sagrados antigos; desmontando armaduras de Prata',
      usedFor: 'Reviver Prata e acima; o reforço',
    },
    {
      slug: 'oricalco',
      label: 'Oricalco',
      search: { days: 7, cd: 21 },
      where: 'O metal da Atlântida: ruínas no fundo do mar, templos de Poseidon, armaduras de elite desmontadas',
      usedFor: 'Reviver Ouro e a elite; a liga',
    },
  ],
  relics: [
    {
      slug: 'rosario_de_108_contas',
      label: 'Rosário de 108 contas',
      tag: 'Relíquia · Atena',
      army: 'atena',
      needsSintonia: true,
      effect:
        'Até o fim daquela Guerra Santa, todo Espectro que um Cavaleiro abate tem a estrela selada numa conta, onde quer que o Rosário esteja. Também: +2 em Vontade contra técnicas de Espectros.',
    },
    {
      slug: 'objeto_de_um_deus',
      label: 'Objeto de um deus',
      tag: 'Relíquia · qualquer deus',
      army: 'qualquer',
      needsSintonia: true,
      effect: 'É o elo de ligação do Nono Sentido. Também: +1 Centelha por sessão. Se for tomado, o elo acaba na hora.',
    },
    {
      slug: 'escudo_da_medusa',
      label: 'Escudo da Medusa',
      tag: 'Relíquia de destino · Prata',
      army: 'atena',
      ownerPosto: 'prata',
      needsSintonia: true,
      effect:
        'Como ação, Rolagem de Efeito (+8 + proficiência) contra a Vontade de cada criatura que o vê num cone de 9 metros: Petrificado (efeito de destino). A única defesa: não ver (quem perdeu a Visão está imune).',
    },
    {
      slug: 'lira_de_orfeu',
      label: 'Lira de Orfeu',
      tag: 'Relíquia · Prata',
      army: 'hades',
      ownerPosto: 'prata',
      needsSintonia: true,
      effect:
        'Como ação, uma vez por luta: Rolagem de Efeito (Carisma + proficiência) contra a Vontade de cada criatura que ouve, a até 12 metros: Atordoado. Quem perdeu a Audição está imune.',
    },
    {
      slug: 'safira_de_odin',
      label: 'Safira de Odin',
      tag: 'Relíquia · Asgard',
      army: 'asgard',
      needsSintonia: true,
      effect:
        '+1 no Teto de Cosmo de quem a veste. Arrancá-la é uma manobra de Agarrar contra quem está Caído, Preso ou Atordoado. As sete, reunidas por quem tem o Nono, chamam a armadura de Odin (efeito de destino).',
    },
    {
      slug: 'anel_dos_nibelungos',
      label: 'Anel dos Nibelungos',
      tag: 'Relíquia maldita · Asgard',
      army: 'asgard',
      needsSintonia: true,
      effect:
        '+2 no Teto de Cosmo e +2 em todas as defesas passivas; quem usa fica Dominado por quem lhe deu o anel, sem rolagem. Tirar: destruir o anel com uma técnica de condição forte contra a Vontade de quem o usa (bônus do anel: +4).',
    },
    {
      slug: 'moedas_de_caronte',
      label: 'Moedas de Caronte',
      tag: 'Relíquia · Hades',
      army: 'hades',
      needsSintonia: true,
      effect: 'Cada moeda paga uma travessia do Aqueronte: entrar ou sair do mundo dos mortos com o corpo vivo, mesmo sem o Oitavo.',
    },
    {
      slug: 'concha_de_tritao',
      label: 'Concha de Tritão',
      tag: 'Relíquia · Poseidon',
      army: 'poseidon',
      needsSintonia: true,
      effect:
        'Você respira debaixo d\'água enquanto a carrega. Como ação, uma vez por luta: onda numa linha de 9 metros empurra 6 metros quem falhar contra Fortitude (Rolagem de Efeito com Atributo do Cosmo + proficiência).',
    },
    {
      slug: 'armadura_de_aco',
      label: 'Armadura de Aço',
      tag: 'Rara · para humanos · sem Sintonia',
      army: 'qualquer',
      needsSintonia: false,
      effect:
        'O humano deixa de ser figurante diante de um Bronze: ficha do aprendiz de nível 4 com +2 na DEF, 3 de Resistência para aparar e golpe de 1d8. Sem técnica, sem levantar e sem regenerar. Diante de um Prata, volta a ser figurante.',
    },
    {
      slug: 'relogio_de_fogo',
      label: 'Relógio de Fogo',
      tag: 'Relíquia · Atena',
      army: 'atena',
      needsSintonia: true,
      effect: 'Enquanto ela queimar ao seu lado, você e seus aliados a até 9 metros têm Vantagem contra efeitos que causariam medo.',
    },
    {
      slug: 'urna_sem_dono',
      label: 'Urna sem dono',
      tag: 'Relíquia · qualquer exército',
      army: 'qualquer',
      needsSintonia: true,
      effect: 'Em Sintonia, uma vez por nível, vestir essa armadura no lugar da própria até o fim de uma luta, pela regra da armadura emprestada.',
    },
  ],
  divine: [
    {
      slug: 'escudo_de_atena',
      label: 'Escudo de Atena',
      owner: 'Atena',
      rule: 'Reação, uma vez por luta: anula um ataque ou uma técnica inteira contra quem o empunha. Só quem tem o sangue ou um objeto de Atena consegue erguê-lo.',
    },
    {
      slug: 'anfora_de_atena',
      label: 'Ânfora de Atena',
      owner: 'Atena',
      rule: 'Sela a alma de um deus a 0 PV: Selado, um efeito de destino. Precisa do sangue de Atena para fechar.',
    },
    { slug: 'ambrosia', label: 'Ambrosia', owner: 'Os deuses do Olimpo', rule: 'Veja acima.' },
    {
      slug: 'armadura_de_odin',
      label: 'Armadura de Odin',
      owner: 'Odin',
      rule: 'Chamada pelas sete Safiras. Quem a veste usa a linha da Forma Divina e fica no Nono até o fim da luta.',
    },
  ],
  byArmy: [
    {
      army: 'atena',
      commonAndRare: ['mascara_de_guerreira', 'agua_do_santuario', 'cha_dos_cinco_picos'],
      relics: ['rosario_de_108_contas', 'relogio_de_fogo', 'escudo_da_medusa'],
    },
    { army: 'poseidon', commonAndRare: ['sal_do_mar_profundo', 'oricalco'], relics: ['concha_de_tritao'] },
    { army: 'hades', commonAndRare: ['fruto_do_saboeiro_do_inferno'], relics: ['moedas_de_caronte', 'lira_de_orfeu'] },
    { army: 'asgard', commonAndRare: ['hidromel_de_valhala'], relics: ['safira_de_odin', 'anel_dos_nibelungos'] },
  ],
};

const T8 = 'tables/08-itens.md';
const F8 = 'FACTS.md › Items (Capítulo Oito)';

/**
 * Where each table of the `items` section comes from.
 *
 * @example
 * ```ts
 * itemsProvenance.metals?.source //=> 'tables/08-itens.md › Os três metais'
 * ```
 */
export const itemsProvenance: ProvenanceMap = {
  rarity: prov('restored', `${T8} › Raridade`),
  start: prov('stated', F8),
  search: prov('stated', F8),
  loot: prov('stated', F8),
  dismantle: prov('stated', F8),
  sintonia: prov('stated', F8),
  inFight: prov('stated', 'seed › Usar um item na luta'),
  'inFight.healingItemsPerFight': prov('stated', F8),
  common: prov('restored', `${T8} › Equipamento comum`),
  consumables: prov('restored', `${T8} › Remédios e consumíveis`),
  metals: prov('restored', `${T8} › Os três metais`),
  relics: prov('restored', `${T8} › Relíquias`),
  'relics.army': prov('restored', `${T8} › Relíquias por exército`, 'o exército vem da lista por exército; "· Prata" na etiqueta é o Posto do antigo dono (ownerPosto)'),
  divine: prov('restored', `${T8} › Itens divinos`),
  byArmy: prov('restored', `${T8} › Relíquias por exército`),
};
