import path from 'node:path';

// web/src/features/<feature>/…: the feature a path belongs to is the folder after features/.
const FEATURE_OF = /\/web\/src\/features\/([^/]+)\//;

/** The feature a file or folder path lies in, or undefined outside web/src/features. */
function featureOf(filePath) {
  return FEATURE_OF.exec(`${filePath.split(path.sep).join('/')}/`)?.[1];
}

/**
 * DESIGN.md: features never import each other (shared code goes to lib/, components/ or the
 * contract). A feature may split itself into sub-folders that import one another; any import
 * that resolves into another feature's folder is an error, however many ../ it takes.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features must not import other features (DESIGN.md).' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'; lift shared code into lib/, components/ or the contract.",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = featureOf(file);
    if (!from) return {};

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = specifier.startsWith('.')
        ? featureOf(path.resolve(path.dirname(file), specifier))
        : /(?:^|\/)features\/([^/]+)/.exec(specifier)?.[1];
      if (target && target !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to: target } });
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

export default { rules: { 'feature-boundaries': featureBoundaries } };
