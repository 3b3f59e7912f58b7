import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMerchantFiles } from './load-merchant-files.js';

const merchantsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../merchants',
);
const demo = JSON.parse(fs.readFileSync(path.join(merchantsDir, 'demo.json'), 'utf8'));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary merchant folder holding the given files (objects are written as JSON). */
function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-merchants-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const merchant = (code: string, overrides: Record<string, unknown> = {}) => ({
  ...demo,
  code,
  name: `Merchant ${code}`,
  hosts: [`${code}.test`],
  ...overrides,
});

const loadError = (dir: string): string => {
  try {
    loadMerchantFiles(dir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadMerchantFiles accepted the folder');
};

describe('loadMerchantFiles', () => {
  it("loads every file of the repository's merchants folder", () => {
    const merchants = loadMerchantFiles(merchantsDir);
    const files = fs.readdirSync(merchantsDir).filter((name) => name.endsWith('.json'));
    expect(merchants.map((m) => `${m.code}.json`).sort()).toEqual(files.sort());
    expect(merchants.find((m) => m.code === 'demo')?.hosts).toContain('localhost');
  });

  it('loads a valid file with its defaults filled in', () => {
    const { maintenance: _m, regionRestriction: _r, ...bare } = merchant('acme');
    const [loaded] = loadMerchantFiles(folder({ 'acme.json': bare, 'notes.txt': 'ignored' }));
    expect(loaded).toMatchObject({
      code: 'acme',
      hosts: ['acme.test'],
      maintenance: { enabled: false },
      regionRestriction: { allowedCountries: [], blockedIps: [] },
      envelope: 'hpke',
    });
  });

  it('refuses a file that is not JSON, naming it', () => {
    expect(loadError(folder({ 'acme.json': '{ "code": ' }))).toMatch(/acme\.json: not valid JSON/);
  });

  it('refuses a bad field with the file and the path of the field', () => {
    const bad = merchant('acme', {
      country: { ...demo.country, countryDialingCode: '63' },
      currency: 'pesos',
    });
    const message = loadError(folder({ 'acme.json': bad }));
    expect(message).toContain('acme.json: country.countryDialingCode: must look like +63');
    expect(message).toContain('acme.json: currency: must be a 3-letter currency code');
  });

  it('refuses a code that does not match the file name', () => {
    expect(loadError(folder({ 'acme.json': merchant('other') }))).toContain(
      'acme.json: code "other" must match the file name',
    );
  });

  it('refuses a defaultLanguage missing from languages', () => {
    const bad = merchant('acme', { languages: ['EN', 'VI'], defaultLanguage: 'TH' });
    expect(loadError(folder({ 'acme.json': bad }))).toContain(
      'acme.json: defaultLanguage TH is not in languages',
    );
  });

  it('refuses a host claimed by two merchants', () => {
    const dir = folder({
      'acme.json': merchant('acme', { hosts: ['acme.test', 'shared.test'] }),
      'beta.json': merchant('beta', { hosts: ['shared.test'] }),
    });
    expect(loadError(dir)).toContain('host shared.test is claimed by both acme and beta');
  });

  it('lists the problems of every file at once', () => {
    const dir = folder({ 'acme.json': '[', 'beta.json': merchant('gamma') });
    const message = loadError(dir);
    expect(message).toContain('acme.json: not valid JSON');
    expect(message).toContain('beta.json: code "gamma"');
  });

  it('refuses an empty folder and a missing one', () => {
    const dir = folder({});
    expect(loadError(dir)).toContain(`no merchant files (*.json) in ${dir}`);
    expect(loadError(path.join(dir, 'missing'))).toContain('does not exist');
  });
});
