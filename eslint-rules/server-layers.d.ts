// Types of what server tests read from the rule module (server/src/server-layers.test.ts).
import type { ESLint, Rule } from 'eslint';

export const TABLES_STILL_SHARED: ReadonlySet<string>;
export const serverLayers: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
