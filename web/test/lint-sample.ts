import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The repository's real lint config, run on sample files (the conventions tests; node only).
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The rules a sample of code breaks, linted as if it were the repository file `file`. */
export async function ruleIds(file: string, code = 'export const x = 1;\n'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}
