/**
 * The site (`npm run site`): the guides of docs/ rendered by VitePress, with the pt-BR navigation of
 * ./nav.ts and the built-in local search; scripts/site.mjs then copies the API reference (TypeDoc) and
 * the playground into the same folder, site/dist. `SITE_BASE` sets the sub-path the site is served
 * from (a GitHub Pages project page: `/sangue-e-estrelas/`, the default; `/` for a domain of its own).
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';
import { githubSlug, GUIDE_GROUPS, REPOSITORY, STATIC_PARTS } from './nav.js';

const docsDir = fileURLToPath(new URL('..', import.meta.url));
const base = process.env.SITE_BASE ?? '/sangue-e-estrelas/';

/** Every guide of docs/ and docs/regras/, as `page` paths (`'tecnicas'`, `'regras/combat'`). */
const guides = ['', 'regras/'].flatMap((dir) =>
  readdirSync(docsDir + dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => dir + f.slice(0, -3)),
);
const placed = new Set(GUIDE_GROUPS.flatMap((g) => g.pages.map((p) => p.page)));
const unplaced = guides.filter((p) => !placed.has(p)).sort();

const sidebar: DefaultTheme.SidebarItem[] = [
  ...GUIDE_GROUPS.map((g) => ({
    text: g.text,
    ...(g.collapsed === undefined ? {} : { collapsed: g.collapsed }),
    items: g.pages.filter((p) => guides.includes(p.page)).map((p) => ({ text: p.text, link: `/${p.page}` })),
  })),
  ...(unplaced.length ? [{ text: 'Mais páginas', items: unplaced.map((p) => ({ text: p, link: `/${p}` })) }] : []),
  {
    text: 'Ferramentas',
    items: [
      { text: STATIC_PARTS.api.text, link: STATIC_PARTS.api.link, target: '_self' },
      { text: STATIC_PARTS.playground.text, link: STATIC_PARTS.playground.link, target: '_self' },
    ],
  },
];

export default defineConfig({
  lang: 'pt-BR',
  title: 'Sangue e Estrelas',
  description: 'Regras programáveis do RPG Sangue e Estrelas: técnicas, ficha, inimigos, simulador e exportadores.',
  base,
  srcExclude: ['api/**'],
  // the home page lives in docs/site/ so it is not one of the guides (typedoc's projectDocuments, the guides' tests)
  rewrites: { 'site/index.md': 'index.md' },
  outDir: '../site/dist',
  cacheDir: '../site/.cache',
  cleanUrls: false,
  lastUpdated: false,
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  markdown: {
    // GitHub's anchors (accents kept), so a link that works on GitHub works on the site
    anchor: { slugify: githubSlug },
    config(md) {
      // the guides are written for GitHub, where a stray tag in prose is dropped; here Vue would read
      // it as a component: every raw tag but a comment is shown as the text it is
      md.core.ruler.push('raw-html-as-text', (state) => {
        const asText = (t: { type: string; content: string }) => {
          if ((t.type === 'html_inline' || t.type === 'html_block') && !t.content.trimStart().startsWith('<!--')) t.type = 'text';
        };
        for (const t of state.tokens) {
          asText(t);
          for (const c of t.children ?? []) asText(c);
        }
      });
      // a guide's link to a file outside docs/ (an example, a source file) goes to the repository
      md.core.ruler.push('link-outside-docs', (state) => {
        const from = (state.env as { relativePath?: string }).relativePath ?? '';
        for (const block of state.tokens) {
          for (const t of block.children ?? []) {
            if (t.type !== 'link_open') continue;
            const href = t.attrGet('href');
            if (!href || /^[a-z]+:|^#|^\//i.test(href)) continue;
            const target = posix.normalize(posix.join(posix.dirname(from), href));
            if (target.startsWith('../')) t.attrSet('href', `${REPOSITORY}/blob/main/${target.slice(3)}`);
          }
        }
      });
    },
  },
  themeConfig: {
    nav: [
      { text: 'Guias', link: '/comecando', activeMatch: '^/.+' },
      { text: STATIC_PARTS.api.text, link: STATIC_PARTS.api.link, target: '_self' },
      { text: STATIC_PARTS.playground.text, link: STATIC_PARTS.playground.link, target: '_self' },
    ],
    sidebar,
    socialLinks: [{ icon: 'github', link: REPOSITORY }],
    search: {
      provider: 'local',
      options: {
        translations: {
          button: { buttonText: 'Buscar', buttonAriaLabel: 'Buscar nos guias' },
          modal: {
            displayDetails: 'Mostrar detalhes',
            resetButtonTitle: 'Limpar a busca',
            backButtonTitle: 'Fechar a busca',
            noResultsText: 'Nada encontrado para',
            footer: {
              selectText: 'abrir',
              selectKeyAriaLabel: 'Enter',
              navigateText: 'navegar',
              navigateUpKeyAriaLabel: 'seta para cima',
              navigateDownKeyAriaLabel: 'seta para baixo',
              closeText: 'fechar',
              closeKeyAriaLabel: 'Esc',
            },
          },
        },
      },
    },
    outline: { level: [2, 3], label: 'Nesta página' },
    docFooter: { prev: 'Anterior', next: 'Próxima' },
    darkModeSwitchLabel: 'Tema',
    lightModeSwitchTitle: 'Mudar para o tema claro',
    darkModeSwitchTitle: 'Mudar para o tema escuro',
    sidebarMenuLabel: 'Menu',
    returnToTopLabel: 'Voltar ao topo',
    langMenuLabel: 'Idioma',
    skipToContentLabel: 'Pular para o conteúdo',
    externalLinkIcon: true,
    notFound: {
      title: 'PÁGINA NÃO ENCONTRADA',
      quote: 'Este caminho não leva a nenhuma página do guia.',
      linkLabel: 'ir para o início',
      linkText: 'Voltar ao início',
    },
    footer: {
      message: 'Publicado sob a licença MIT.',
    },
  },
});
