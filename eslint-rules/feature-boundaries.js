import path from 'node:path';

const posix = (filePath) => `${filePath.split(path.sep).join('/')}/`;

/** The folder after `root` that a path lies in (web/src/features/<x>/…), or undefined. */
function folderUnder(root) {
  const pattern = new RegExp(`/${root}/([^/]+)/`);
  return (filePath) => pattern.exec(posix(filePath))?.[1];
}

/** Which app of web/ a path belongs to: the player (src), the console (ops) or shared. */
function appOf(filePath) {
  return /\/web\/(src|ops|shared)\//.exec(posix(filePath))?.[1];
}

/**
 * A rule that reports any import resolving from one area into another: `areaOf` names the area
 * of a path (undefined outside them), `allowed(from, to)` says which crossings are fine. Bare
 * specifiers are matched by `bareArea` (a path segment pattern), relative ones are resolved, so
 * no number of ../ gets round it.
 */
function boundaryRule({ description, message, areaOf, bareArea, allowed }) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [],
      messages: { cross: message },
    },
    create(context) {
      const file = context.physicalFilename ?? context.filename;
      const from = areaOf(file);
      if (!from) return {};

      function check(source) {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const specifier = source.value;
        const to = specifier.startsWith('.')
          ? areaOf(path.resolve(path.dirname(file), specifier))
          : bareArea?.(specifier);
        if (to && to !== from && !allowed(from, to)) {
          context.report({ node: source, messageId: 'cross', data: { from, to } });
        }
      }

      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/**
 * DESIGN.md: features never import each other (shared code goes to lib/, components/ or the
 * contract). A feature may split itself into sub-folders that import one another; any import
 * that resolves into another feature's folder is an error, however many ../ it takes.
 */
export const featureBoundaries = boundaryRule({
  description: 'Features must not import other features (DESIGN.md).',
  message:
    "Feature '{{from}}' must not import feature '{{to}}'; lift shared code into lib/, components/ or the contract.",
  areaOf: folderUnder('web/src/features'),
  bareArea: (specifier) => /(?:^|\/)features\/([^/]+)/.exec(specifier)?.[1],
  allowed: () => false,
});

/** The console's pages are held apart the same way: web/ops/src/pages/<page>/. */
export const pageBoundaries = boundaryRule({
  description: 'Console pages must not import other pages.',
  message:
    "Console page '{{from}}' must not import page '{{to}}'; lift shared code into web/ops/src/components/ or lib/.",
  areaOf: folderUnder('web/ops/src/pages'),
  allowed: () => false,
});

/**
 * The player app (web/src) and the console (web/ops) never import each other; what both draw
 * lives in web/shared (imported as #shared/…), which imports neither.
 */
export const appBoundaries = boundaryRule({
  description: 'The player app and the console meet only in web/shared.',
  message:
    'web/{{from}} must not import web/{{to}}; put what both apps use in web/shared (#shared/…).',
  areaOf: appOf,
  allowed: (_from, to) => to === 'shared',
});

export default {
  rules: {
    'feature-boundaries': featureBoundaries,
    'page-boundaries': pageBoundaries,
    'app-boundaries': appBoundaries,
  },
};
