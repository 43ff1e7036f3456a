/**
 * Rules of the fight found while reproducing the book's figures (issue #15, docs/simulador-livro.md),
 * each from the seed (Cap. 10 "Sozinho contra muitos" and "Vários contra vários"; Cap. 4 "A Guerra
 * dos Mil Dias"), played and read back from the fight's log.
 */
import { describe, expect, it } from 'vitest';
import { fightLog, referenceFighter } from '../../src/sim/index.js';

describe('Sozinho contra muitos is an enemy\'s rule (Cap. 10)', () => {
  it('"todo inimigo … que luta sozinho contra dois ou mais personagens": a lone character (first side) with Convicções never answers', () => {
    const hero = referenceFighter({ level: 5, name: 'Herói' });
    const foes = [referenceFighter({ level: 5, name: 'Rival', conviccoes: 1 }), referenceFighter({ level: 5, name: 'Outro', conviccoes: 1 })];
    for (let seed = 1; seed <= 20; seed++) expect(fightLog([hero], foes, seed).log!.some((l) => l.includes(' responde a '))).toBe(false);
  });
  it('"se a escolta de um chefe cai e ele fica sozinho diante de dois ou mais personagens, a resposta começa ali"', () => {
    const party = [1, 2, 3].map(() => referenceFighter({ level: 5, name: 'Bronze' }));
    const boss = referenceFighter({ level: 5, name: 'Chefe', conviccoes: 2 });
    const escort = referenceFighter({ level: 3, name: 'Escolta', conviccoes: 0 });
    let answered = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const log = fightLog(party, [boss, escort], seed).log!;
      const first = log.findIndex((l) => l.startsWith('Chefe responde a '));
      if (first < 0) continue;
      answered++;
      // Never before the escort is down.
      const fell = log.findIndex((l) => l.startsWith('Escolta cai'));
      expect(fell).toBeGreaterThanOrEqual(0);
      expect(fell).toBeLessThan(first);
    }
    expect(answered).toBeGreaterThan(0);
  });
  it('the boss alone from the start still answers (two or more characters)', () => {
    const party = [1, 2].map(() => referenceFighter({ level: 15, name: 'Bronze' }));
    expect(fightLog(party, [referenceFighter({ level: 15, posto: 'ouro', name: 'Ouro' })], 1).log!.some((l) => l.startsWith('Ouro responde a '))).toBe(true);
  });
});

describe('the Guerra dos Mil Dias (Cap. 4: "os acertos entre os dois não causam dano")', () => {
  it('two locked fighters pay nothing for blows that cannot hurt: no burn and no life price while locked', () => {
    const o = referenceFighter({ level: 20, posto: 'ouro', name: 'Ouro' });
    let locks = 0;
    for (let seed = 1; seed <= 120 && locks < 3; seed++) {
      const log = fightLog([o], [o], seed).log!;
      const from = log.findIndex((l) => l.includes('travam na Guerra dos Mil Dias'));
      if (from < 0) continue;
      locks++;
      // The blow that locked them is the next "usa" line (it may have burned); from there on, nothing.
      let blow = from + 1;
      while (blow < log.length && !log[blow]!.includes(' usa ')) blow++;
      const after = log.slice(blow + 1);
      expect(after.some((l) => l.includes('(queima:'))).toBe(false);
      expect(after.some((l) => l.includes('A Guerra dos Mil Dias se completa'))).toBe(true);
    }
    expect(locks).toBeGreaterThan(0);
  });
});

describe('the Ofuscante reaches the fight (Cap. 7: the first technique against it rolls with Desvantagem)', () => {
  it('the reference Prata (Ressonante, Ofuscante) and Ouro have it; the Bronze (Ressonante) does not; an armor with it alone has it', () => {
    expect(referenceFighter({ level: 9, posto: 'prata' }).ofuscante).toBe(true);
    expect(referenceFighter({ level: 15, posto: 'ouro' }).ofuscante).toBe(true);
    expect(referenceFighter({ level: 9 }).ofuscante).toBe(false);
    expect(referenceFighter({ level: 9, characteristics: ['ofuscante'] }).ofuscante).toBe(true);
    expect(referenceFighter({ level: 9, posto: 'prata', armor: 'sem' }).ofuscante).toBe(false);
  });
  it('the first technique against an Ofuscante armor hits less often (Desvantagem: the lower of two d20)', () => {
    const a = referenceFighter({ level: 5, name: 'A', characteristics: [] });
    const firstHits = (b: ReturnType<typeof referenceFighter>) => {
      let hits = 0;
      let seen = 0;
      for (let seed = 1; seed <= 300; seed++) {
        const line = fightLog([a], [b], seed).log!.find((l) => l.startsWith('A usa '));
        if (!line) continue;
        seen++;
        if (line.includes(', acerta')) hits++;
      }
      return hits / seen;
    };
    const plain = firstHits(referenceFighter({ level: 5, name: 'B', characteristics: [] }));
    const ofuscante = firstHits(referenceFighter({ level: 5, name: 'B', characteristics: ['ofuscante'] }));
    expect(plain - ofuscante).toBeGreaterThan(0.1);
  });
});

describe('Aparar a golpe comum (Cap. 5: "Depois de ser acertado e de ver o dano: gaste 1 de Resistência da armadura e sofra metade")', () => {
  const parriedGolpes = (attacker: ReturnType<typeof referenceFighter>, defender: ReturnType<typeof referenceFighter>) => {
    let parried = 0;
    let hits = 0;
    let example = '';
    for (let seed = 1; seed <= 60; seed++) {
      for (const l of fightLog([attacker], [defender], seed).log!) {
        if (!l.startsWith('A dá um golpe comum em B') || !l.includes(', acerta')) continue;
        hits++;
        if (l.includes('; B apara:')) {
          parried++;
          example ||= l;
        }
      }
    }
    return { parried, hits, example };
  };
  it('at level 1 a golpe is ≥ 20% of the 16 PV (SIMULATOR.md: parry a blow ≥ 20% of the max PV or lethal): hits are parried, for half', () => {
    const r = parriedGolpes(referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas' }), referenceFighter({ level: 1, name: 'B' }));
    expect(r.hits).toBeGreaterThan(20);
    expect(r.parried).toBeGreaterThan(0);
    expect(r.example).toMatch(/; B apara: \d+ de dano\.$/);
  });
  it('a Cortante armor\'s golpes comuns are never parried ("os seus golpes comuns não podem ser aparados", Cap. 7)', () => {
    const cortante = referenceFighter({ level: 1, name: 'A', policy: 'sem_tecnicas', characteristics: ['cortante'] });
    expect(cortante.cortante).toBe(true);
    const r = parriedGolpes(cortante, referenceFighter({ level: 1, name: 'B' }));
    expect(r.hits).toBeGreaterThan(20);
    expect(r.parried).toBe(0);
  });
  it('at level 20 a golpe is far below 20% of the PV: the defender blocks instead, and never parries it unless it would be lethal', () => {
    const r = parriedGolpes(referenceFighter({ level: 20, name: 'A', policy: 'sem_tecnicas' }), referenceFighter({ level: 20, name: 'B', policy: 'nunca_levanta' }));
    expect(r.hits).toBeGreaterThan(20);
    expect(r.parried).toBeLessThan(r.hits / 4);
  });
});
