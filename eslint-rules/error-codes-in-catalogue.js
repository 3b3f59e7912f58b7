import path from 'node:path';

// error-catalogue-providers.ts holds the decisions only lazy chunks need, out of the first load.
const CATALOGUE = /\/web\/src\/lib\/error-catalogue(-providers)?\.ts$/;
const COMPARISONS = new Set(['==', '===', '!=', '!==']);

/** `x.errorCode`, `errorCode`, or a member of an …ERROR_CODES table: an error code's value. */
function isErrorCode(node) {
  if (node.type === 'ChainExpression') return isErrorCode(node.expression);
  if (node.type === 'Identifier') return node.name === 'errorCode';
  if (node.type !== 'MemberExpression') return false;
  if (!node.computed && node.property.name === 'errorCode') return true;
  return node.object.type === 'Identifier' && /ERROR_CODES$/.test(node.object.name);
}

/**
 * Issue 29: what an error code means to the player is decided once, in web's
 * lib/error-catalogue.ts (a named function per decision). Elsewhere in web no file imports the
 * contract's error-code tables or compares an error code, however it got hold of one.
 */
export const errorCodesInCatalogue = {
  meta: {
    type: 'problem',
    docs: { description: 'Error codes are compared only in web/src/lib/error-catalogue.ts.' },
    schema: [],
    messages: {
      importCodes:
        "'{{name}}' is read only in lib/error-catalogue.ts; ask it with a named function there.",
      compareCode:
        'Compare error codes only in lib/error-catalogue.ts; add a named function there for this decision.',
    },
  },
  create(context) {
    const file = (context.physicalFilename ?? context.filename).split(path.sep).join('/');
    if (CATALOGUE.test(file)) return {};
    return {
      ImportSpecifier(node) {
        const name = node.imported.name ?? node.imported.value;
        if (node.parent.source.value === '@lobby/contract' && /ERROR_CODES$/.test(name)) {
          context.report({ node, messageId: 'importCodes', data: { name } });
        }
      },
      BinaryExpression(node) {
        if (COMPARISONS.has(node.operator) && (isErrorCode(node.left) || isErrorCode(node.right))) {
          context.report({ node, messageId: 'compareCode' });
        }
      },
      SwitchStatement(node) {
        if (isErrorCode(node.discriminant)) context.report({ node, messageId: 'compareCode' });
      },
    };
  },
};

export default { rules: { 'error-codes-in-catalogue': errorCodesInCatalogue } };
