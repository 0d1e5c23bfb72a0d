// The chunks of the till's first load (issue 12, first load; `npm run bench:first-load`).
//
// Left to itself, Rollup gives every set of screens that share modules a chunk of its own: the till's first load was
// 55 files, 45 of them under 1.3 KB, whose import/export glue and separate compression cost ≈ 9 KB of gzip. This
// plugin groups what the till (its frame and page) loads statically into three chunks, by who else loads it:
//   - `first-load-ui`: also loaded by the login page (the Mantine inputs, alerts, buttons both show);
//   - `till`: loaded only on the till's side (its frame, page, and the chunks only they load later: dialogs…);
//   - `till-frame-shared`: also loaded by the back office's frame (the language and theme icons, the role label…);
//   - `till-shared`: also loaded by back-office screens (formatting, money, catalogue and register hooks…), which then
//     load this one chunk instead of several small ones.
// Only the modules named go in these chunks (`onlyExplicitManualChunks`); what the entry already loads stays there.
//
// What a module loads is read from the import declarations, so that a name taken from a library's index (a barrel,
// e.g. `import { Badge } from '@mantine/core'`) counts as the one module that defines it, not the whole library:
// Rollup's module info lists the barrel's every re-export as a dependency.
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type ModuleInfo = Rollup.ModuleInfo;
type AstNode = { type: string; [key: string]: unknown };
/** A static import: the module and the names taken (null: all of it; none: its side effects). */
type Use = { id: string; names: string[] | null };

export interface FirstLoadChunksOptions {
  /** Modules with a chunk of their own (the vendor families), never grouped. */
  isVendor: (id: string) => boolean;
  /** The till's lazy modules loaded before it can be used (ids ending so). */
  till: string[];
  /** The login page's (ids ending so). */
  login: string[];
  /** The back office's frame (ids ending so), loaded with every other screen: what it shares with the till is a group
   * of its own, so the frame does not load the till's other shared modules. */
  frame: string[];
}

const nameOf = (node: unknown): string => {
  const n = node as { type: string; name?: string; value?: string };
  return n.type === 'Identifier' ? n.name! : String(n.value);
};

/** The plugin, and the `manualChunks` naming it feeds (its groups are known once the module graph is). */
export function firstLoadChunks({ isVendor, till, login, frame }: FirstLoadChunksOptions): {
  plugin: Plugin;
  chunkOf: (id: string) => string | undefined;
} {
  let groups = new Map<string, string>();
  let root = '';
  const chunkOf = (id: string) => groups.get(id);
  const plugin: Plugin = {
    name: 'comptoir-first-load-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const info = (id: string): ModuleInfo | null => this.getModuleInfo(id);
      const all = [...this.getModuleIds()];

      // The static imports of a module, in the order Rollup lists them (importedIds follows the sources' order).
      const usesCache = new Map<string, Use[]>();
      const usesOf = (id: string): Use[] => {
        const cached = usesCache.get(id);
        if (cached) return cached;
        const m = info(id);
        const body = ((m?.ast as AstNode | null)?.body ?? []) as AstNode[];
        const bySource = new Map<string, string[] | null>();
        const add = (source: string, names: string[] | null) => {
          const had = bySource.get(source);
          if (!bySource.has(source)) bySource.set(source, names);
          else if (had && names) had.push(...names);
          else bySource.set(source, null);
        };
        for (const node of body) {
          const source = (node.source as { value?: string } | null | undefined)?.value;
          if (typeof source !== 'string') continue;
          if (node.type === 'ImportDeclaration') {
            const specifiers = node.specifiers as AstNode[];
            // No names: the module's side effects only (or type-only names, erased): nothing of a barrel.
            if (specifiers.length === 0) add(source, []);
            else if (specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) add(source, null);
            else
              add(
                source,
                specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
              );
          } else if (node.type === 'ExportNamedDeclaration') {
            add(
              source,
              (node.specifiers as AstNode[]).map((s) => nameOf(s.local)),
            );
          } else if (node.type === 'ExportAllDeclaration') add(source, null);
        }
        const ids = m?.importedIds ?? [];
        const sources = [...bySource.keys()];
        // Should the two lists not line up (a transform's import with no declaration), every import counts whole.
        const uses: Use[] =
          sources.length === ids.length
            ? sources.map((source, i) => ({ id: ids[i], names: bySource.get(source) ?? null }))
            : ids.map((i) => ({ id: i, names: null }));
        usesCache.set(id, uses);
        return uses;
      };

      // A module without code of its own after tree-shaking (a barrel) is crossed, following only the names asked.
      const reexportsCache = new Map<string, { named: Map<string, Use>; stars: string[] }>();
      const reexportsOf = (id: string) => {
        let r = reexportsCache.get(id);
        if (r) return r;
        const uses = usesOf(id);
        const body = ((info(id)?.ast as AstNode | null)?.body ?? []) as AstNode[];
        const idOf = new Map<string, string>();
        const sources: string[] = [];
        for (const node of body) {
          const source = (node.source as { value?: string } | null | undefined)?.value;
          if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
        }
        sources.forEach((s, i) => uses[i] && idOf.set(s, uses[i].id));
        const imported = new Map<string, Use>();
        r = { named: new Map(), stars: [] };
        for (const node of body) {
          const target = idOf.get((node.source as { value?: string } | null | undefined)?.value ?? '');
          if (node.type === 'ImportDeclaration' && target)
            for (const s of node.specifiers as AstNode[])
              imported.set(nameOf(s.local), {
                id: target,
                names:
                  s.type === 'ImportNamespaceSpecifier' ? null : [s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)],
              });
        }
        for (const node of body) {
          const target = idOf.get((node.source as { value?: string } | null | undefined)?.value ?? '');
          if (node.type === 'ExportNamedDeclaration')
            for (const s of (node.specifiers as AstNode[]) ?? []) {
              const use = target ? { id: target, names: [nameOf(s.local)] } : imported.get(nameOf(s.local));
              if (use) r.named.set(nameOf(s.exported), use);
            }
          else if (node.type === 'ExportAllDeclaration' && target) {
            if (node.exported) r.named.set(nameOf(node.exported), { id: target, names: null });
            else r.stars.push(target);
          }
        }
        reexportsCache.set(id, r);
        return r;
      };
      const provides = (id: string, name: string, seen = new Set<string>()): boolean => {
        if (seen.has(id)) return false;
        seen.add(id);
        const m = info(id);
        if (m?.exports?.includes(name)) return true;
        return reexportsOf(id).stars.some((s) => provides(s, name, seen));
      };

      /** The modules with code that `start` loads statically (vendor chunks excluded). */
      const closureCache = new Map<string, Set<string>>();
      const closure = (start: string): Set<string> => {
        const cached = closureCache.get(start);
        if (cached) return cached;
        const out = new Set<string>();
        const crossed = new Set<string>();
        const visit = ({ id, names }: Use) => {
          const m = info(id);
          if (!m || isVendor(id) || out.has(id)) return;
          if (m.isIncluded) {
            out.add(id);
            for (const use of usesOf(id)) visit(use);
            return;
          }
          const key = `${id}\n${names?.join(',') ?? '*'}`;
          if (crossed.has(key)) return;
          crossed.add(key);
          if (names === null) {
            for (const use of usesOf(id)) visit(use);
            return;
          }
          const { named, stars } = reexportsOf(id);
          for (const name of names) {
            const use = named.get(name);
            if (use) visit(use);
            else for (const star of stars) if (provides(star, name)) visit({ id: star, names: [name] });
          }
        };
        visit({ id: start, names: null });
        closureCache.set(start, out);
        return out;
      };

      const find = (suffix: string) => {
        const id = all.find((i) => i.endsWith(suffix));
        if (!id) this.error(`first-load chunks: no module ${suffix}`);
        return id;
      };
      const entry = all.find((id) => info(id)?.isEntry);
      if (!entry) return;
      const dynamicRoots = all.filter((id) => !isVendor(id) && (info(id)?.dynamicImporters.length ?? 0) > 0 && info(id)?.isIncluded);
      const rootsOf = new Map<string, Set<string>>();
      for (const root of [entry, ...dynamicRoots])
        for (const m of closure(root)) {
          if (!rootsOf.has(m)) rootsOf.set(m, new Set());
          rootsOf.get(m)!.add(root);
        }
      const app = closure(entry);
      const union = (ids: string[]) => new Set(ids.flatMap((id) => [...closure(id)]).filter((m) => !app.has(m)));
      const tillRoots = till.map(find);
      const tillSet = union(tillRoots);
      const loginSet = union(login.map(find));
      const frameSet = union(frame.map(find));

      // The roots only the till's side loads: its own, then those only they import lazily (its dialogs…).
      const tillSide = new Set(tillRoots);
      const onTillSide = (m: string) => rootsOf.has(m) && [...rootsOf.get(m)!].every((r) => tillSide.has(r));
      for (let grown = true; grown;) {
        grown = false;
        for (const r of dynamicRoots)
          if (!tillSide.has(r) && info(r)!.dynamicImporters.every(onTillSide)) {
            tillSide.add(r);
            grown = true;
          }
      }

      groups = new Map();
      for (const m of app) groups.set(m, 'app');
      for (const m of tillSet)
        groups.set(m, loginSet.has(m) ? 'first-load-ui' : onTillSide(m) ? 'till' : frameSet.has(m) ? 'till-frame-shared' : 'till-shared');
      if (process.env.FIRST_LOAD_CHUNKS_DEBUG) {
        for (const [m, g] of [...groups].sort((a, b) => a[1].localeCompare(b[1]))) console.log(g.padEnd(14), m);
      }
    },
    generateBundle(_options, bundle) {
      // Which chunk holds each of the app's modules (the manifest names only the chunks), to look into a build.
      const chunkOf: Record<string, string> = {};
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          for (const id of file.moduleIds) if (path.isAbsolute(id)) chunkOf[path.relative(root, id)] = file.fileName;
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-of-module.json', source: JSON.stringify(chunkOf) });
    },
  };
  return { plugin, chunkOf };
}
