/**
 * @jest-environment node
 */
// Guards "every page in Korean and in English": each interface text has an English translation
// (ja and zh too), no Korean leaks into the compiled en/ja/zh catalogs, and the catalogs are not
// behind the source (a new t`…` / <Trans>…</Trans> that was never extracted would show Korean on
// an English page).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messages as contractMessages } from '@luvcast/contracts';
import { messages as ko } from './locales/ko/messages';
import { messages as en } from './locales/en/messages';
import { messages as ja } from './locales/ja/messages';
import { messages as zh } from './locales/zh/messages';

const ROOT = join(__dirname, '../../..');
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;
const compiled = { en, ja, zh } as const;

/** All literal parts of a compiled message (strings and nested placeholder arrays). */
function textOf(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(textOf).join('');
  return '';
}

/** msgid -> msgstr of a PO file (multi-line strings joined). */
function readPo(locale: string): Map<string, string> {
  const po = readFileSync(join(__dirname, 'locales', locale, 'messages.po'), 'utf8');
  const out = new Map<string, string>();
  for (const block of po.split(/\n\s*\n/)) {
    const m = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!m) continue;
    const join = (s: string) => [...s.matchAll(/"(.*)"/g)].map((x) => x[1]).join('').replace(/\\"/g, '"');
    const id = join(m[1]);
    if (id) out.set(id, join(m[2]));
  }
  return out;
}

describe('translation catalogs', () => {
  it.each(['en', 'ja', 'zh'])('gives every message of the Korean source a %s translation in the PO file', (locale) => {
    const po = readPo(locale);
    const koIds = [...readPo('ko').keys()];
    const untranslated = koIds.filter((id) => !po.get(id));
    expect(untranslated).toEqual([]);
  });

  it.each(['en', 'ja', 'zh'] as const)('compiles every Korean message id into %s, with no Korean text', (locale) => {
    const catalog = compiled[locale];
    const missing = Object.keys(ko).filter((id) => textOf(catalog[id]).trim() === '');
    const korean = Object.entries(catalog)
      .filter(([, message]) => HANGUL.test(textOf(message)))
      .map(([id, message]) => `${id}: ${textOf(message)}`);
    expect(missing).toEqual([]);
    expect(korean).toEqual([]);
  });

  it('keeps contract message keys out of the PO files (their texts come from @luvcast/contracts)', () => {
    const keys = [...readPo('ko').keys()].filter((id) => Object.prototype.hasOwnProperty.call(contractMessages, id));
    expect(keys).toEqual([]);
  });

  it('has Korean and English texts for every contract message, with no Korean in the English', () => {
    const bad = Object.entries(contractMessages)
      .filter(([, text]) => !text.ko.trim() || !text.en.trim() || HANGUL.test(text.en))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('is not behind the source: every literal t`…` and <Trans>…</Trans> text is in the catalog', () => {
    const ids = new Set(readPo('ko').keys());
    // the shell, every remote (a generated one too) and the web libs with texts
    const remotes = readdirSync(join(ROOT, 'apps')).filter((name) => name.endsWith('-mfe'));
    const dirs = ['apps/shell/src', ...remotes.map((name) => `apps/${name}/src`), 'libs/ui/src', 'libs/shell-kit/src'];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.(spec|stories)\./.test(name)) files.push(path);
      }
    };
    for (const dir of dirs) walk(join(ROOT, dir));
    const notExtracted: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const literals = [
        ...[...source.matchAll(/\bt`([^`$]*)`/g)].map((m) => m[1]),
        ...[...source.matchAll(/<Trans>([^<{]*)<\/Trans>/g)].map((m) => m[1]),
      ];
      for (const literal of literals) {
        const id = literal.replace(/\s+/g, ' ').trim();
        if (id && !ids.has(id)) notExtracted.push(`${relative(ROOT, file)}: ${id}`);
      }
    }
    expect(notExtracted).toEqual([]);
  });
});
