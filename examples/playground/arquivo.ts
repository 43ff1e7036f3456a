/** Aba Exportar / Importar: download the JSON and the fillable PDF; open a PDF (or JSON) and see the character and the edits made in the PDF. */
import { characterDocument, deriveFicha, loadDocument, type Warrior } from '../../src/index.js';
import { exportFichaPdf, fichaViewFromFicha, importPdf } from '../../src/export/pdf/index.js';
import { download, fill, h, status, who } from './dom.js';
import { currentWarrior, fichaHtml, setWarrior } from './personagem.js';
import { characterText, readCharacter, shareLink } from './store.js';

const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'personagem';

export function mountArquivo(panel: HTMLElement): void {
  const out = h('div', { class: 'pg-export' });
  const result = h('div', { class: 'pg-import', id: 'resultado-importacao', 'aria-live': 'polite' });
  const file = h('input', { type: 'file', id: 'abrir-arquivo', accept: '.pdf,.json,application/pdf,application/json' });

  const redraw = () => {
    const w = currentWarrior();
    if (!w) {
      fill(out, h('h2', {}, 'Exportar'), h('p', { class: 'pg-hint' }, 'Crie ou carregue um personagem na aba Personagem.'));
      return;
    }
    const json = h('button', { type: 'button', id: 'baixar-json' }, 'Baixar JSON');
    const pdf = h('button', { type: 'button', id: 'baixar-pdf' }, 'Baixar PDF preenchível');
    const link = h('button', { type: 'button', id: 'gerar-link' }, 'Link para compartilhar');
    const linkOut = h('input', { type: 'text', readonly: true, id: 'link', 'aria-label': 'Link do personagem', class: 'pg-link' });
    json.addEventListener('click', () => {
      const text = characterText(w);
      if (text) download(`${slug(w.name)}.json`, text, 'application/json');
    });
    pdf.addEventListener('click', () => {
      void (async () => {
        const r = await exportFichaPdf(fichaViewFromFicha(deriveFicha(w)), { document: characterText(w) ?? w });
        if (!r.ok) return status(r.issues.map((i) => i.message).join(' '), 'erro');
        download(`${slug(w.name)}.pdf`, r.value, 'application/pdf');
        status('PDF gerado.');
      })();
    });
    link.addEventListener('click', () => {
      const url = shareLink(w);
      if (!url) return;
      linkOut.value = url;
      history.replaceState(null, '', url);
      linkOut.select();
    });
    fill(out, h('h2', {}, 'Exportar ', who(w.name)), h('p', {}, json, ' ', pdf, ' ', link), linkOut);
  };

  const show = (w: Warrior, differences: readonly { label: string; before: string | boolean; after: string | boolean }[] | null) => {
    const use = h('button', { type: 'button', id: 'usar-importado' }, 'Usar este personagem');
    use.addEventListener('click', () => {
      setWarrior(w);
      status([who(w.name), ' é o personagem da página.']);
      redraw();
    });
    const shown = (v: string | boolean) => (v === true ? 'marcado' : v === false ? 'desmarcado' : v === '' ? '(vazio)' : v);
    const edits =
      differences === null
        ? null
        : differences.length === 0
          ? h('p', { id: 'edicoes' }, 'Nenhuma edição feita no PDF.')
          : h('ul', { id: 'edicoes', class: 'pg-edits' }, ...differences.map((d) => h('li', {}, h('strong', {}, d.label), `: ${shown(d.before)} → ${shown(d.after)}`)));
    const ficha = h('div', { class: 'pg-ficha' });
    ficha.innerHTML = fichaHtml(w, 'imp');
    fill(result, h('h2', {}, 'Importado: ', who(w.name)), differences === null ? null : h('h3', {}, 'Edições feitas no PDF'), edits, h('p', {}, use), ficha);
  };

  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (!f) return;
    void (async () => {
      const bytes = new Uint8Array(await f.arrayBuffer());
      const isPdf = bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF
      if (isPdf) {
        const r = await importPdf(bytes, { parse: (json) => loadDocument(characterDocument, json) });
        if (!r.ok) {
          fill(result, h('h2', {}, 'Não deu para ler o PDF'), h('ul', { class: 'pg-issues' }, ...r.issues.map((i) => h('li', { class: 'pg-issue pg-error' }, i.message))));
          return;
        }
        show(r.value.document.data as Warrior, r.value.differences);
      } else {
        const r = readCharacter(new TextDecoder().decode(bytes));
        if ('errors' in r) {
          fill(result, h('h2', {}, 'Não deu para ler o JSON'), h('ul', { class: 'pg-issues' }, ...r.errors.map((e) => h('li', { class: 'pg-issue pg-error' }, e))));
          return;
        }
        show(r.warrior, null);
      }
    })();
  });

  fill(panel, h('div', { class: 'pg-split' }, out, h('div', {}, h('h2', {}, 'Importar'), h('label', {}, 'Abrir um PDF ou JSON de personagem: ', file), result)));
  redraw();
  document.addEventListener('pg:personagem', redraw);
}
