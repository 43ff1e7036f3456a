/// <reference types="vite/client" />
/**
 * The playground of sangue-e-estrelas: plain TypeScript and the DOM, no framework. A fan-site
 * author can copy this folder; in a project of your own import from `sangue-e-estrelas`,
 * `sangue-e-estrelas/html` and `sangue-e-estrelas/pdf` instead of `../../src/…`.
 */
import './style.css';
import { mountArquivo } from './arquivo.js';
import { encounterFromHash, mountEncontro } from './encontro.js';
import { status, who } from './dom.js';
import { mountPersonagem, setWarrior } from './personagem.js';
import { characterFromHash, loadSaved, readCharacter } from './store.js';
import { mountTecnica } from './tecnica.js';

const tabs = ['tecnica', 'personagem', 'arquivo', 'encontro'] as const;

function show(tab: (typeof tabs)[number]): void {
  for (const t of tabs) {
    document.getElementById(`tab-${t}`)!.setAttribute('aria-selected', String(t === tab));
    document.getElementById(`painel-${t}`)!.hidden = t !== tab;
  }
}

for (const t of tabs) document.getElementById(`tab-${t}`)!.addEventListener('click', () => show(t));

// The character: from the link first, then from the page's storage.
const fromLink = characterFromHash();
let initial = null;
if (fromLink && 'warrior' in fromLink) initial = fromLink.warrior;
else {
  if (fromLink) status(fromLink.errors.join(' '), 'erro');
  const saved = loadSaved().character;
  if (saved) {
    const r = readCharacter(saved);
    if ('warrior' in r) initial = r.warrior;
  }
}

mountTecnica(document.getElementById('painel-tecnica')!);
mountPersonagem(document.getElementById('painel-personagem')!, initial);
mountArquivo(document.getElementById('painel-arquivo')!);
// An encounter from the link (`#encontro=`): restored and played again with its seed.
const encounter = encounterFromHash();
if (encounter && 'errors' in encounter) status(encounter.errors.join(' '), 'erro');
mountEncontro(document.getElementById('painel-encontro')!, encounter && 'data' in encounter ? encounter : null);
if (encounter && 'data' in encounter) show('encontro');
if (fromLink && 'warrior' in fromLink) {
  setWarrior(fromLink.warrior);
  show('personagem');
  status([who(fromLink.warrior.name), ' veio pelo link.']);
}
