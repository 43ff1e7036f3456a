// @ts-check
/**
 * A TypeDoc plugin: files every export of the core entry (`sangue-e-estrelas`) under the group of
 * the domain folder it is declared in, so the reference lists the core in the book's order
 * (`groupOrder` in typedoc.json) instead of one alphabetical run of ~400 names. An explicit
 * `@group` tag on an export wins. Adding a domain folder to src/ means adding it here; the plugin
 * fails the build (a TypeDoc error) when a core export comes from a folder it does not know.
 */
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** Domain folder (package-relative path prefix) → group title, in the book's order. */
export const DOMAIN_GROUPS = [
  ['src/issues/', 'Resultados'],
  ['src/rules/', 'Regras'],
  ['src/dice/', 'Dados'],
  ['src/technique/', 'Técnicas'],
  ['src/armor/', 'Armadura'],
  ['src/character/', 'Personagem'],
  ['src/play/', 'Ficha em jogo'],
  ['src/enemy/', 'Inimigos'],
  ['src/export/json/', 'Documentos'],
];

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const project = context.project;
    const core = project.getChildrenByKind(ReflectionKind.Module).find((m) => m.name === 'sangue-e-estrelas');
    if (!core) {
      app.logger.error('typedoc-domains: the core module "sangue-e-estrelas" was not found (its @module tag in src/index.ts?)');
      return;
    }
    for (const child of core.children ?? []) {
      const id = project.getSymbolIdFromReflection(child);
      const path = id?.packagePath ?? '';
      const hit = DOMAIN_GROUPS.find(([prefix]) => path.startsWith(prefix));
      if (!hit) {
        app.logger.error(`typedoc-domains: ${child.name} (${path || 'no source'}) is in no domain group`);
        continue;
      }
      const comment = (child.comment ??= new Comment());
      if (comment.blockTags.some((t) => t.tag === '@group')) continue;
      comment.blockTags.push(new CommentTag('@group', [{ kind: 'text', text: hit[1] }]));
    }
  });
}
