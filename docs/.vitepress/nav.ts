/**
 * The site's navigation (pt-BR), one list read by the VitePress config (docs/.vitepress/config.mts)
 * and by test/site/nav.test.ts, which checks that every guide of docs/ and docs/regras/ is here.
 * `page` is the guide's path under docs/ without `.md`. A guide missing from these groups still gets
 * into the sidebar (the config adds it under "Mais páginas"), but the test fails until it is placed;
 * a page listed here that docs/ does not have (yet) is left out of the sidebar.
 */
export interface NavPage {
  /** The path under docs/, without `.md` (`'tecnicas'`, `'regras/combat'`). */
  readonly page: string;
  /** The title shown in the sidebar. */
  readonly text: string;
}

export interface NavGroup {
  readonly text: string;
  readonly pages: readonly NavPage[];
  readonly collapsed?: boolean;
}

/** The guides, in the order a newcomer reads them. */
export const GUIDE_GROUPS: readonly NavGroup[] = [
  {
    text: 'Primeiros passos',
    pages: [
      { page: 'comecando', text: 'Começando' },
      { page: 'glossary', text: 'Glossário' },
      { page: 'catalogo', text: 'Catálogo das escolhas' },
    ],
  },
  {
    text: 'Regras do jogo',
    pages: [
      { page: 'dados', text: 'Dados e rolagens' },
      { page: 'tecnicas', text: 'Técnicas' },
      { page: 'personagem', text: 'Personagem' },
      { page: 'armadura', text: 'Armadura' },
      { page: 'inimigos', text: 'Inimigos' },
      { page: 'regras', text: 'As regras como dados' },
    ],
  },
  {
    text: 'Simulador',
    pages: [
      { page: 'simulador', text: 'O simulador de lutas' },
      { page: 'encontro', text: 'Pesar um encontro' },
      { page: 'simulador-livro', text: 'O simulador contra o livro' },
    ],
  },
  {
    text: 'Exportar',
    pages: [
      { page: 'exportar', text: 'Exportar e guardar' },
      { page: 'exportar-pdf', text: 'Ficha em PDF' },
      { page: 'exportar-html', text: 'Ficha em HTML' },
    ],
  },
  {
    text: 'Outros sistemas',
    pages: [
      { page: 'cosmo-gaming', text: 'Cosmo Gaming' },
      { page: 'd10', text: 'Parada de d10' },
    ],
  },
  {
    text: 'Para quem mantém',
    pages: [
      { page: 'empacotamento', text: 'Empacotamento e arquitetura' },
      { page: 'mutacao', text: 'Testes de mutação e do simulador' },
    ],
  },
  {
    text: 'Regras do livro, seção a seção',
    collapsed: true,
    pages: [
      { page: 'regras/resolution', text: 'A rolagem (Cap. 1 e 2)' },
      { page: 'regras/creation', text: 'Criação (Cap. 3)' },
      { page: 'regras/cosmo', text: 'Cosmo e Sentidos (Cap. 4)' },
      { page: 'regras/combat', text: 'Combate (Cap. 5)' },
      { page: 'regras/techniques', text: 'Técnicas (Cap. 6)' },
      { page: 'regras/armor', text: 'Armaduras (Cap. 7)' },
      { page: 'regras/items', text: 'Itens e relíquias (Cap. 8)' },
      { page: 'regras/armies', text: 'Exércitos (Cap. 9)' },
      { page: 'regras/enemies', text: 'Inimigos e aliados (Cap. 10 e 11)' },
      { page: 'regras/progression', text: 'Interlúdio e níveis (Cap. 12)' },
      { page: 'regras/world', text: 'O mundo (Cap. 13)' },
    ],
  },
];

/**
 * The parts of the site that VitePress does not build: copied into the same folder by
 * scripts/site.mjs. Their links leave VitePress's router (`target: '_self'`), so the browser loads them.
 */
export const STATIC_PARTS = {
  api: { text: 'Referência da API', link: '/api/index.html' },
  playground: { text: 'Playground', link: '/playground/index.html' },
} as const;

/** The repository, for the links from a guide to a file outside docs/ (an example, a source file). */
export const REPOSITORY = 'https://github.com/sangue-e-estrelas/sangue-e-estrelas';

/**
 * GitHub's heading anchor: lower case, punctuation dropped (accented letters kept), spaces → `-`
 * (the same rule as test/rules/doc-anchors.test.ts). The site uses it too, so a guide's link to
 * `regras/techniques.md#limitações-que-não-mudam-nada` works on GitHub and on the site.
 */
export function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
