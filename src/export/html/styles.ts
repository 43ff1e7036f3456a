/**
 * The ficha's small stylesheet. Every rule targets a `se-` class inside `.se-ficha` and reads
 * custom properties a site can override (`--se-accent`, `--se-ink`, `--se-muted`, `--se-line`,
 * `--se-fill`, `--se-font`); `@media print` drops the tooltips and keeps sections whole. Each text of
 * the view is a `<bdi>` (its direction isolated), clipped to its box and broken when too long for it.
 *
 * @module
 */

/**
 * The stylesheet of {@link renderFichaHtml}'s markup, as CSS text: put it in a `<style>` element or
 * a `.css` file, and override what you like after it (the colours are custom properties on
 * `.se-ficha`).
 *
 * @example
 * ```ts
 * const style = document.createElement('style');
 * style.textContent = FICHA_CSS + '.se-ficha { --se-accent: #7a1020; }';
 * document.head.append(style);
 * ```
 */
export const FICHA_CSS = `
.se-ficha{--se-accent:#8b1e2d;--se-ink:#1d1d24;--se-muted:#5d5d6b;--se-line:#b9b4c4;--se-fill:#f4f1f8;--se-tip-bg:#1d1d24;--se-tip-ink:#fff;--se-font:system-ui,"Noto Sans","Segoe UI",sans-serif;
font-family:var(--se-font);color:var(--se-ink);max-width:60rem;margin:0 auto;padding:1rem;line-height:1.35;font-size:.95rem;box-sizing:border-box}
.se-ficha *{box-sizing:inherit}
.se-ficha h1,.se-ficha h2,.se-ficha h3,.se-ficha h4,.se-ficha h5,.se-ficha h6{margin:0}
.se-title{border-bottom:3px solid var(--se-accent);margin-bottom:.6rem;padding-bottom:.2rem}
.se-title .se-game{display:block;font-size:.75rem;letter-spacing:.2em;text-transform:uppercase;color:var(--se-accent)}
.se-title .se-what{font-size:1.4rem}
.se-ficha dl{margin:0}
.se-ficha dd{margin:0}
.se-ficha dt{font-size:.68rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--se-accent)}
.se-header{display:grid;grid-template-columns:2fr 1.4fr 1fr;gap:.35rem .8rem;margin-bottom:.6rem}
.se-pair{border-bottom:1px solid var(--se-line);padding:.1rem 0;min-width:0}
.se-pair dd{overflow-wrap:break-word}
.se-ficha bdi{display:inline-block;max-width:100%;overflow:clip;overflow-clip-margin:.45em;overflow-wrap:break-word;vertical-align:baseline}
.se-ficha td bdi,.se-ficha th bdi,.se-ficha li bdi{overflow-wrap:anywhere}
.se-ficha abbr{text-decoration:none}
.se-name dd{font-size:1.15rem;font-weight:600}
.se-section{margin:.7rem 0;break-inside:avoid}
.se-bar{background:var(--se-accent);color:#fff;font-size:.78rem;letter-spacing:.12em;text-transform:uppercase;padding:.15rem .5rem;border-radius:3px;margin-bottom:.4rem!important}
.se-sub{font-size:.75rem;text-transform:uppercase;letter-spacing:.1em;color:var(--se-accent);margin:.5rem 0 .2rem!important}
.se-row{display:flex;flex-wrap:wrap;gap:.6rem}
.se-attrs{display:grid;grid-template-columns:repeat(auto-fit,minmax(4.2rem,1fr));gap:.4rem;flex:3 1 min(26rem,100%);min-width:0}
.se-attr{background:var(--se-fill);border:1px solid var(--se-line);border-radius:4px;text-align:center;padding:.25rem}
.se-attr dd{display:flex;flex-direction:column;align-items:center}
.se-attr-score{font-size:1.5rem;font-weight:600}
.se-attr-mod{border:1px solid var(--se-line);border-radius:1rem;background:#fff;padding:0 .5rem;font-size:.85rem}
.se-side{flex:1 1 10rem;background:var(--se-fill);border:1px solid var(--se-line);border-radius:4px;padding:.3rem .5rem}
.se-side .se-pair{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem}
.se-side dd{text-align:right}
.se-stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(4.6rem,1fr));gap:.4rem}
.se-stat{background:var(--se-fill);border:1px solid var(--se-line);border-radius:4px;text-align:center;padding:.25rem}
.se-stat:first-child{grid-column:span 2}
.se-stat dt{letter-spacing:.01em;font-size:.62rem}
.se-big{font-size:1.6rem;font-weight:600}
.se-sep{color:var(--se-muted);font-size:1.2rem}
.se-trained{display:block;font-size:.72rem;color:var(--se-muted)}
.se-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(17rem,1fr));gap:0 1rem}
.se-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(7.5rem,1fr));gap:.3rem .7rem}
.se-wide{grid-column:1/-1}
.se-inline label{white-space:nowrap;margin-right:.4rem}
.se-boxes{display:inline-flex;flex-wrap:wrap;gap:.1rem}
.se-ficha input[type=checkbox]{margin:0 .1rem;accent-color:var(--se-accent);vertical-align:middle}
.se-conviccoes{margin:.4rem 0 0;padding-left:1.4rem}
.se-conviccoes li{border-bottom:1px solid var(--se-line);display:flex;justify-content:space-between;gap:.5rem}
.se-gasta{font-size:.75rem;color:var(--se-muted);white-space:nowrap}
.se-skills{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.1rem 1rem}
.se-skills li{display:flex;justify-content:space-between;border-bottom:1px solid var(--se-line)}
.se-skills small{color:var(--se-muted)}
.se-items ul{margin:0;padding-left:1.2rem;columns:2}
.se-ficha table{width:100%;border-collapse:collapse;font-size:.88rem}
.se-ficha th,.se-ficha td{text-align:left;padding:.15rem .3rem;vertical-align:top}
.se-ficha thead th{font-size:.66rem;text-transform:uppercase;letter-spacing:.06em;color:var(--se-accent);border-bottom:1px solid var(--se-line)}
.se-techniques tbody{border-bottom:1px solid var(--se-line);break-inside:avoid}
.se-techniques .se-n{text-align:center}
.se-tech-details td{font-size:.78rem;color:var(--se-muted);padding-top:0}
.se-star{color:var(--se-accent)}
.se-lidas td{border-bottom:1px solid var(--se-line)}
@media (max-width:40rem){.se-techniques{display:block;overflow-x:auto;max-width:100%}.se-ficha .se-techniques :is(td,th) bdi{overflow-wrap:break-word}.se-techniques tbody th{min-width:8rem}}
.se-blank,.se-empty{color:var(--se-muted)}
.se-has-breakdown{position:relative;cursor:help;text-decoration:underline dotted var(--se-muted);text-underline-offset:.2em}
.se-has-breakdown:focus{outline:2px solid var(--se-accent);outline-offset:2px;border-radius:2px}
.se-breakdown{position:absolute;z-index:10;left:50%;top:100%;transform:translateX(-50%);margin-top:.3rem;width:max-content;max-width:min(18rem,80vw);
background:var(--se-tip-bg);color:var(--se-tip-ink);font-size:.78rem;font-weight:400;line-height:1.3;text-align:left;padding:.3rem .5rem;border-radius:4px;
display:none;opacity:0;pointer-events:none;white-space:normal;letter-spacing:0;text-transform:none}
.se-has-breakdown:hover>.se-breakdown,.se-has-breakdown:focus>.se-breakdown,.se-has-breakdown:focus-within>.se-breakdown{display:block;opacity:1}
.se-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media print{.se-ficha{max-width:none;padding:0;font-size:9.5pt}.se-breakdown{display:none}.se-has-breakdown{text-decoration:none}.se-bar{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
`;
