/**
 * The safety limits every reader of an untrusted PDF applies: a module of its own (no pdf-lib), so
 * that `sangue-e-estrelas/pdf` can export them without loading the PDF engine.
 *
 * @module
 */

/**
 * Safety limits of the PDF readers (`importPdf`, `readFichaFields`, `fillFichaPdf`,
 * `importCosmoGamingPdf`). Not game rules: they keep a hostile PDF from freezing or exhausting an
 * app. A ficha made by this library (≈ 300 KB, ≈ 400 fields, 1–3 pages) sits far below each one.
 *
 * @example
 * ```ts
 * PDF_LIMITS.maxBytes //=> 52428800 (50 MB)
 * ```
 */
export const PDF_LIMITS = Object.freeze({
  /** Largest PDF read, in bytes (50 MB); a larger one is refused before parsing (`pdf_too_large`). */
  maxBytes: 50 * 1024 * 1024,
  /**
   * Parser work budget: bytes the parser may step through, as a multiple of the input (plus the
   * decoded object streams). A clean PDF needs under 1×; pdf-lib's recovery of garbage needs far
   * more (it rescans), and is stopped here (`pdf_too_complex`).
   */
  parseWorkFactor: 3,
  /** Fixed part of the parser work budget, in bytes (small PDFs). */
  parseWorkBase: 2 * 1024 * 1024,
  /** Longest run of number characters read as one number (pdf-lib builds it a character at a time). */
  maxNumberChars: 64,
  /** Longest string literal or hex string (a ficha's longest is ≈ 16 KB). */
  maxStringBytes: 1024 * 1024,
  /** Longest name (the PDF spec caps names at 127 bytes). */
  maxNameBytes: 64 * 1024,
  /** Most indirect objects (top level and inside object streams); a ficha has 400–900. */
  maxObjects: 300_000,
  /** Most values (numbers, names, strings, references…) parsed in all objects; a ficha has 12 000–25 000. */
  maxValues: 1_000_000,
  /** Most bytes all object streams of a PDF may inflate to, together (64 MB). */
  maxObjectStreamBytes: 64 * 1024 * 1024,
  /** Most bytes one embedded file may inflate to (16 MB ≥ the longest JSON text accepted, in UTF-8). */
  maxEmbeddedFileBytes: 16 * 1024 * 1024,
  /** Most nodes (dictionaries and name/file pairs) in the embedded files' name tree. */
  maxNameTreeNodes: 10_000,
  /** Most nodes (fields and widgets) in the form's field tree. */
  maxFormNodes: 20_000,
  /** Most nodes in the page tree. */
  maxPageNodes: 10_000,
  /** Deepest nesting of any of these trees (the ficha uses 3 levels). */
  maxTreeDepth: 32,
  /** Largest side of a field's rectangle, in points (the PDF user-space limit, 200 inches). */
  maxFieldSide: 14_400,
  /** Largest font size a stored field appearance may ask for, in points. */
  maxFontSize: 100,
});
