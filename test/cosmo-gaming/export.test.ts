import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  COSMO_SHEET_FORMAT,
  addCondition,
  exportSheetJson,
  importSheetJson,
  sheetJsonSchema,
  toSheetDocument,
} from '../../src/cosmo-gaming/index.js';

const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'examples', 'cosmo-gaming', name), 'utf8');

describe('exportação JSON', () => {
  it('lê as fichas de exemplo (com o módulo e a campanha)', () => {
    for (const f of ['lira.json', 'bruno.json']) {
      const r = importSheetJson(fixture(f));
      expect(r.ok, `${f}: ${JSON.stringify(r.issues)}`).toBe(true);
      expect(r.issues).toEqual([]);
    }
  });

  it('ida e volta: exportar e importar dá a mesma ficha', () => {
    const r = importSheetJson(fixture('lira.json'));
    if (!r.ok) throw new Error();
    const text = exportSheetJson(r.value.sheet, { campaign: r.value.campaign!, module: r.value.module! });
    const back = importSheetJson(text);
    expect(back.ok && back.value).toEqual(r.value);
    expect(JSON.parse(text).format).toBe(COSMO_SHEET_FORMAT);
  });

  it('o documento exportado passa no JSON Schema publicado (ajv), e um documento ruim não passa', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(sheetJsonSchema());
    const r = importSheetJson(fixture('lira.json'));
    if (!r.ok) throw new Error();
    const more = addCondition(r.value.sheet, { condition: 'surpresa', grade: 'escondido' });
    if (!more.ok) throw new Error();
    expect(validate(JSON.parse(exportSheetJson(more.value)))).toBe(true);
    expect(validate(JSON.parse(fixture('bruno.json')))).toBe(true);
    expect(validate({ ...toSheetDocument(more.value), schemaVersion: 2 })).toBe(false);
    expect(validate({ ...toSheetDocument(more.value), sheet: { ...more.value, pontosDeSorte: -1 } })).toBe(false);
  });

  it('entrada ruim vira issue codificada, nunca exceção', () => {
    expect(importSheetJson('{').issues[0]?.code).toBe('cosmo_json_unreadable');
    expect(importSheetJson('[]').issues[0]?.code).toBe('cosmo_document_wrong_format');
    expect(importSheetJson({ format: 'outra-coisa' }).issues[0]?.code).toBe('cosmo_document_wrong_format');
    expect(importSheetJson({ format: COSMO_SHEET_FORMAT, schemaVersion: 9 }).issues[0]?.code).toBe('cosmo_document_version_unsupported');
    const noName = JSON.parse(fixture('bruno.json'));
    delete noName.sheet.name;
    const r = importSheetJson(noName);
    expect(r.ok).toBe(false);
    expect(r.issues[0]?.path).toEqual(['sheet', 'name']);
  });

  it('a ficha é conferida contra o módulo que o documento traz', () => {
    const doc = JSON.parse(fixture('lira.json'));
    doc.sheet.characteristics[0].competencia = 'Alquimia';
    const r = importSheetJson(doc);
    expect(r.issues[0]?.code).toBe('cosmo_competencia_not_in_module');
    expect(r.issues[0]?.path).toEqual(['sheet', 'characteristics', 0, 'competencia']);
  });
});
