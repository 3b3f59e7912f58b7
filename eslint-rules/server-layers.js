import path from 'node:path';
import { CROSS_AREA_REPOSITORIES_ALLOWED } from './cross-area-repositories.js';

// server/src/<folder>/…: the first folder under server/src names core, demo, cli or an area.
const SERVER_SRC = /^(.*\/server\/src)\/(.*)$/;
const NOT_AREAS = new Set(['core', 'demo', 'cli']);
// The start (main.ts) and the app it builds (app.ts) wire everything, the demo included.
const COMPOSITION_ROOTS = new Set(['app.ts', 'main.ts']);

/** Where a path lies in server/src: its first folder ('' for top-level files) and the rest. */
function placeOf(filePath) {
  const match = SERVER_SRC.exec(filePath.split(path.sep).join('/'));
  if (!match) return undefined;
  const rest = match[2];
  const slash = rest.indexOf('/');
  return slash < 0 ? { folder: '', rest } : { folder: rest.slice(0, slash), rest };
}

const isRoutes = (file) => /-routes(\.[jt]s)?$/.test(file);
const isRepository = (file) => /-repository(\.[jt]s)?$/.test(file);
const isDatabase = (rest) => rest.startsWith('core/db/');
const stem = (file) => file.replace(/\.(js|ts)$/, '');
const isTables = (file) => /-tables(\.[jt]s)?$/.test(file);
const isPresenter = (file) => /-presenter(\.[jt]s)?$/.test(file);
const PRESENT = /^present[A-Z]/;
const REPOSITORY_NAME = /Repository$/;

/** The names an import or re-export takes from its source ('default' for a default import). */
function importedNames(node) {
  return (node.specifiers ?? []).flatMap((specifier) => {
    if (specifier.type === 'ImportSpecifier') return [specifier.imported];
    if (specifier.type === 'ExportSpecifier') return [specifier.local];
    return [];
  });
}

/**
 * The places that still import another area's table types, as `importer -> tables` (server/src
 * paths without extension). This list only shrinks (server-layers.test.ts holds its length and
 * fails on an entry no longer needed): what another area needs of a table comes from its owner's
 * service.
 */
export const TABLES_STILL_SHARED = new Set([
  // Promotions stores the banners of its promotion file and their artwork in the games' tables
  // (issue 46, point 1: the games area is to take them through its service).
  'promotions/content-repository -> games/games-tables',
  'promotions/import-promotions -> games/games-tables',
  'promotions/promotion-repository -> games/games-tables',
  // The demo's banners carry their words in the shape of the banners' texts column.
  'demo/demo-banner-texts -> games/games-tables',
  'demo/demo-catalogue -> games/games-tables',
]);

/**
 * DESIGN.md layers for the server: core imports no area; an area reaches another area only
 * through its index.ts (the demo too); routes never import repositories or the database;
 * repositories import only core and other repositories; nothing outside demo/ imports demo/ but
 * app.ts and main.ts, which register it through demo/index.ts; what leaves the server is shaped
 * by present* functions declared only in *-presenter.ts files; a table is its area's, so no file
 * outside an area takes one of its repositories (a name ending in Repository) through its
 * index.ts but those of cross-area-repositories.js, a list that only shrinks, and an area's table
 * types (<area>-tables.ts) are imported only inside the area, never re-exported, and never by
 * routes. Tests may reach across (they build the whole app).
 */
export const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Server layers and area boundaries (DESIGN.md).' },
    schema: [],
    messages: {
      coreToArea: "core/ must not import '{{to}}'; core sits below every area.",
      intoArea: "Reach area '{{to}}' through its index.ts, not its internals.",
      routesToRepository: 'Routes call services, never repositories.',
      routesToDatabase: 'Routes call services, never the database (core/db/).',
      repositoryUp:
        'Repositories import only core/ and other repositories, not services or adapters.',
      foreignTables:
        "Area '{{to}}' owns these tables: use what its service offers, not its table types.",
      tablesOutOfArea: "An area's table types stay inside it: do not re-export its *-tables.ts.",
      toDemo: 'Production code must not import demo/; only app.ts and main.ts wire the demo.',
      demoThroughIndex: 'app.ts and main.ts reach the demo through demo/index.ts only.',
      presentOutsidePresenter:
        "'{{name}}' shapes an answer: declare it in a *-presenter.ts file of its area.",
      foreignRepository:
        "'{{name}}' is area '{{to}}''s repository: use what its service offers (its tables are its own).",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = placeOf(file);
    if (!from || /\.test\.ts$/.test(file)) return {};

    function tablesProblem(to, reexport) {
      if (isRoutes(file)) return 'routesToDatabase';
      const shared = TABLES_STILL_SHARED.has(`${stem(from.rest)} -> ${stem(to.rest)}`);
      if (to.folder !== from.folder && !shared) return 'foreignTables';
      if (reexport || stem(from.rest) === `${from.folder}/index`) return 'tablesOutOfArea';
      return undefined;
    }

    function problem(targetPath, reexport) {
      const to = placeOf(targetPath);
      if (!to) return undefined;
      if (to.folder === 'demo' && from.folder !== 'demo') {
        if (!COMPOSITION_ROOTS.has(from.rest)) return 'toDemo';
        if (stem(to.rest) !== 'demo/index') return 'demoThroughIndex';
      }
      if (from.folder === 'core' && to.folder !== 'core') return 'coreToArea';
      if (isTables(to.rest)) return tablesProblem(to, reexport);
      if (isRoutes(file) && isRepository(to.rest)) return 'routesToRepository';
      if (isRoutes(file) && isDatabase(to.rest)) return 'routesToDatabase';
      if (isRepository(file) && to.folder !== 'core' && !isRepository(to.rest)) {
        return 'repositoryUp';
      }
      const crossing = to.folder !== from.folder && to.folder !== '' && !NOT_AREAS.has(to.folder);
      if (crossing && stem(to.rest) !== `${to.folder}/index`) return 'intoArea';
      return undefined;
    }

    function check(source, reexport = false) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const messageId = problem(target, reexport);
      if (messageId) {
        context.report({ node: source, messageId, data: { to: placeOf(target)?.folder } });
      }
    }

    // Another area's repository through its index.ts: its tables are written and read by it only.
    function checkRepositories(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.') || COMPOSITION_ROOTS.has(from.rest)) return;
      const to = placeOf(path.resolve(path.dirname(file), source.value));
      if (!to || to.folder === from.folder || to.folder === '' || NOT_AREAS.has(to.folder)) return;
      // A deep import is refused already (intoArea).
      if (stem(to.rest) !== `${to.folder}/index`) return;
      const allowed = CROSS_AREA_REPOSITORIES_ALLOWED[from.rest] ?? [];
      for (const name of importedNames(node)) {
        const imported = name.type === 'Identifier' ? name.name : name.value;
        if (!REPOSITORY_NAME.test(imported) || allowed.includes(imported)) continue;
        context.report({
          node: name,
          messageId: 'foreignRepository',
          data: { name: imported, to: to.folder },
        });
      }
    }

    function checkPresenter(node, id) {
      if (id?.type === 'Identifier' && PRESENT.test(id.name) && !isPresenter(file)) {
        context.report({ node: id, messageId: 'presentOutsidePresenter', data: { name: id.name } });
      }
    }

    return {
      'Program > FunctionDeclaration, Program > ExportNamedDeclaration > FunctionDeclaration': (
        node,
      ) => checkPresenter(node, node.id),
      'Program > VariableDeclaration > VariableDeclarator, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator':
        (node) => checkPresenter(node, node.id),
      ImportDeclaration: (node) => {
        check(node.source);
        checkRepositories(node);
      },
      ExportNamedDeclaration: (node) => {
        check(node.source, true);
        checkRepositories(node);
      },
      ExportAllDeclaration: (node) => check(node.source, true),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'server-layers': serverLayers } };
