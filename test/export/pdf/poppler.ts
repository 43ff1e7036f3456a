/**
 * Test helpers that read a PDF the way a reader does, with poppler's command-line tools
 * (`pdftotext`, `pdffonts`, `pdftoppm`). On a developer machine without poppler the tests that need
 * it are skipped; in CI (`process.env.CI`) they run and FAIL, because CI installs poppler-utils.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function has(tool: string): boolean {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether poppler is installed here. */
export const hasPoppler = has('pdftotext');

/** Skip the poppler tests only outside CI when poppler is missing. */
export const skipPoppler = !hasPoppler && !process.env.CI;

const dir = mkdtempSync(join(tmpdir(), 'ficha-pdf-'));
let n = 0;

/** Writes the bytes to a temporary file and returns its path. */
export function tmpPdf(bytes: Uint8Array, name = 'ficha'): string {
  const file = join(dir, `${name}-${n++}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** `pdftotext` of the whole document (or of one page), layout kept. */
export function pdfText(bytes: Uint8Array, page?: number): string {
  const args = ['-layout', '-enc', 'UTF-8'];
  if (page) args.push('-f', String(page), '-l', String(page));
  return execFileSync('pdftotext', [...args, tmpPdf(bytes), '-'], { encoding: 'utf8' });
}

/** `pdffonts` output. */
export function pdfFonts(bytes: Uint8Array): string {
  return execFileSync('pdffonts', [tmpPdf(bytes)], { encoding: 'utf8' });
}

/** `pdfinfo` as key → value. */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = execFileSync('pdfinfo', [tmpPdf(bytes)], { encoding: 'utf8' });
  const info: Record<string, string> = {};
  for (const line of out.split('\n')) {
    const m = /^([^:]+):\s*(.*)$/.exec(line);
    if (m) info[m[1]!.trim()] = m[2]!.trim();
  }
  return info;
}

/** Renders page `page` to PNG with pdftoppm at `dpi`; returns the PNG bytes. */
export function renderPng(bytes: Uint8Array, page = 1, dpi = 30): Buffer {
  const root = join(dir, `page-${n++}`);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', tmpPdf(bytes), root]);
  return readFileSync(`${root}.png`);
}
