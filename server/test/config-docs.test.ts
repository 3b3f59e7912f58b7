import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { documentedVariables } from './configuration-reference.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The one config.ts under server/src, wherever the server's layout puts it. */
function findConfigFile(): string {
  const sourceRoot = path.join(repoRoot, 'server', 'src');
  const found = fs
    .readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'config.ts' && !file.includes('node_modules'));
  expect(found, 'exactly one config.ts under server/src').toHaveLength(1);
  return path.join(sourceRoot, found[0]!);
}

/** config.ts and the local modules it imports values from (they read variables for it). */
function configSources(configFile: string): ts.SourceFile[] {
  const parse = (file: string) =>
    ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const config = parse(configFile);
  const imported = config.statements
    .filter(ts.isImportDeclaration)
    .filter((declaration) => !declaration.importClause?.isTypeOnly)
    .map((declaration) => (declaration.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(configFile), specifier.replace(/\.js$/, '.ts')))
    .filter((file) => fs.existsSync(file));
  return [config, ...imported.map(parse)];
}

const VARIABLE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
/** A prefix constant of per-merchant variables, such as 'OPERATOR_' for OPERATOR_<CODE>. */
const PREFIX = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*_$/;

const isEnvObject = (node: ts.Expression) => /(^|\.)env$/i.test(node.getText());

/**
 * Every variable the sources read: `env.X`, `process.env.X` and `env['X']`, the keys of the
 * schema object given to a variable named like `envSchema`, and prefix constants ('X_').
 */
function variablesRead(sources: ts.SourceFile[]): { names: Set<string>; prefixes: Set<string> } {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvObject(node.expression)) {
      if (VARIABLE.test(node.name.text)) names.add(node.name.text);
    } else if (
      ts.isElementAccessExpression(node) &&
      isEnvObject(node.expression) &&
      ts.isStringLiteral(node.argumentExpression)
    ) {
      names.add(node.argumentExpression.text);
    } else if (
      ts.isVariableDeclaration(node) &&
      /env/i.test(node.name.getText()) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      for (const argument of node.initializer.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          const key = property.name?.getText().replace(/^['"]|['"]$/g, '');
          if (key && VARIABLE.test(key)) names.add(key);
        }
      }
    } else if (ts.isStringLiteral(node) && PREFIX.test(node.text)) {
      prefixes.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  sources.forEach(visit);
  return { names, prefixes };
}

describe('the configuration reference', () => {
  const read = variablesRead(configSources(findConfigFile()));
  const documented = documentedVariables();

  it('still understands config.ts: it finds schema keys, direct reads and prefixes', () => {
    expect(read.names).toContain('PORT');
    expect(read.names).toContain('NODE_ENV');
    expect(read.prefixes).toContain('GEETEST_KEY_');
    expect(read.prefixes).toContain('OPERATOR_');
  });

  it('lists every environment variable config.ts reads', () => {
    const missing = [
      ...[...read.names].filter((name) => !documented.includes(name)),
      ...[...read.prefixes]
        .filter((prefix) => !documented.some((row) => row.startsWith(`${prefix}<`)))
        .map((prefix) => `${prefix}<CODE>`),
    ];
    expect(missing, 'add these to docs/configuration.md').toEqual([]);
  });

  it('lists no variable config.ts does not read', () => {
    const stale = documented.filter((row) => {
      const prefix = /^([A-Z0-9_]+_)</.exec(row)?.[1];
      return prefix ? !read.prefixes.has(prefix) : !read.names.has(row);
    });
    expect(stale, 'remove these from docs/configuration.md, or read them').toEqual([]);
  });
});
