// The files the till needs to sell (issue 23 point 4, offline from the first second), listed by the build in
// /asset-manifest.json beside every file of the build: the service worker (public/sw.js) fetches these first, and the
// till preloads them once it is usable (src/offline/offline-ready.ts), then says it is ready offline.
//
// They are the entry and what it imports statically; the till's frame and screens (/pos/command, /pos/payer) with
// everything they import, statically or lazily (dialogs, payment, ticket and its printing, outbox, offline catalogue,
// return…); what the app loads lazily around them (the toasts' container, the kept screen data, the outbox's drain);
// and the texts they show, in every language (the language can be changed offline). Each with its CSS.
import type { Rollup } from 'vite';

/** Modules whose chunks, and all they import, selling needs. */
const ROOTS: RegExp[] = [
  /\/src\/app\/layout\/till-layout\.tsx$/,
  /\/src\/features\/pos\/pages\/(pos|payer)-page\.tsx$/,
  /\/node_modules\/@mantine\/notifications\//,
  /\/src\/offline\/query-snapshot\.ts$/,
  /\/src\/features\/pos\/outbox\/outbox-drain-effect\.tsx$/,
  /\/src\/offline\/prepare-offline\.ts$/,
];

/** Never part of it, even when something the till reaches imports it lazily: an export's spreadsheet writer. */
const NOT_SELLING: RegExp[] = [/\/node_modules\/exceljs\//];

/**
 * Part of it, but not what they import lazily: the list of every screen (the till's menu asks which exist; the screens
 * themselves are not selling).
 */
const NOT_BEYOND: RegExp[] = [/\/src\/app\/screen-registry\.ts$/];

/** `features`: the features whose texts the till shows (its own, and those its screens.ts lists). */
export function sellingFiles(bundle: Rollup.OutputBundle, features: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Set<string>();
  const visit = (file: string, lazily: boolean) => {
    const chunk = byFile.get(file);
    if (!chunk || out.has(file) || chunk.moduleIds.some((id) => NOT_SELLING.some((re) => re.test(id)))) return;
    out.add(file);
    for (const css of (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []) out.add(css);
    for (const f of chunk.imports) visit(f, lazily);
    if (lazily && !chunk.moduleIds.some((id) => NOT_BEYOND.some((re) => re.test(id))))
      for (const f of chunk.dynamicImports) visit(f, lazily);
  };
  const texts = new RegExp(`/src/(i18n|features/(${features.join('|')})/i18n)/\\w+\\.json$`);
  for (const chunk of chunks) {
    // The entry imports every screen lazily: only its static imports.
    if (chunk.isEntry) visit(chunk.fileName, false);
    else if (chunk.moduleIds.some((id) => ROOTS.some((re) => re.test(id)))) visit(chunk.fileName, true);
    else if (chunk.moduleIds.some((id) => texts.test(id))) visit(chunk.fileName, false);
  }
  return [...out].sort().map((f) => `/${f}`);
}
