/**
 * @jest-environment node
 */
// Guards "every page in Korean and in English": each interface text has an English translation
// (ja and zh too), no Korean leaks into the compiled en/ja/zh catalogs, and the catalogs are not
// behind the source (a new t`…` / <Trans>…</Trans> that was never extracted would show Korean on
// an English page).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Messages } from '@lingui/core';
import { messages as contractMessages } from '@luvcast/contracts';

const ROOT = join(__dirname, '../../..');
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

/**
 * The catalogs (lingui.config.ts): the shell's, with the web libs that have texts, and one per
 * remote (every apps/*-mfe, a generated one too), each with the source folders it is extracted from.
 */
const remotes = readdirSync(join(ROOT, 'apps')).filter((name) => name.endsWith('-mfe'));
const CATALOGS = [
  { name: 'shell', locales: 'libs/i18n/src/locales', sources: ['apps/shell/src', 'libs/ui/src', 'libs/shell-kit/src'] },
  ...remotes.map((name) => ({ name, locales: `apps/${name}/src/locales`, sources: [`apps/${name}/src`] })),
];

/** The compiled catalog (messages.ts) of a locale. */
function compiledCatalog(locales: string, locale: string): Messages {
  return (require(join(ROOT, locales, locale, 'messages')) as { messages: Messages }).messages;
}

/** All literal parts of a compiled message (strings and nested placeholder arrays). */
function textOf(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(textOf).join('');
  return '';
}

/** msgid -> msgstr of a PO file (multi-line strings joined). */
function readPo(locales: string, locale: string): Map<string, string> {
  const po = readFileSync(join(ROOT, locales, locale, 'messages.po'), 'utf8');
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

describe.each(CATALOGS)('the $name catalog', ({ locales, sources }) => {
  it('exists for every locale, as a PO file and its compiled messages.ts', () => {
    for (const locale of ['ko', 'en', 'ja', 'zh']) {
      expect(existsSync(join(ROOT, locales, locale, 'messages.po'))).toBe(true);
      expect(existsSync(join(ROOT, locales, locale, 'messages.ts'))).toBe(true);
    }
  });

  it.each(['en', 'ja', 'zh'])('gives every message of the Korean source a %s translation in the PO file', (locale) => {
    const po = readPo(locales, locale);
    const koIds = [...readPo(locales, 'ko').keys()];
    const untranslated = koIds.filter((id) => !po.get(id));
    expect(untranslated).toEqual([]);
  });

  it.each(['en', 'ja', 'zh'])('compiles every Korean message id into %s, with no Korean text', (locale) => {
    const ko = compiledCatalog(locales, 'ko');
    const catalog = compiledCatalog(locales, locale);
    const missing = Object.keys(ko).filter((id) => textOf(catalog[id]).trim() === '');
    const korean = Object.entries(catalog)
      .filter(([, message]) => HANGUL.test(textOf(message)))
      .map(([id, message]) => `${id}: ${textOf(message)}`);
    expect(missing).toEqual([]);
    expect(korean).toEqual([]);
  });

  it('keeps contract message keys out of the PO files (their texts come from @luvcast/contracts)', () => {
    const keys = [...readPo(locales, 'ko').keys()].filter((id) => Object.prototype.hasOwnProperty.call(contractMessages, id));
    expect(keys).toEqual([]);
  });

  it('is not behind its sources: every literal t`…` and <Trans>…</Trans> text is in the catalog', () => {
    const ids = new Set(readPo(locales, 'ko').keys());
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.(spec|stories)\./.test(name)) files.push(path);
      }
    };
    for (const dir of sources) walk(join(ROOT, dir));
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

describe('contract message texts', () => {
  it('has Korean and English texts for every contract message, with no Korean in the English', () => {
    const bad = Object.entries(contractMessages)
      .filter(([, text]) => !text.ko.trim() || !text.en.trim() || HANGUL.test(text.en))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
