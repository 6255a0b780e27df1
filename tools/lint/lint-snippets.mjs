#!/usr/bin/env node
// Lints code snippets as if they were files of the workspace, with the real eslint.config.mjs:
// reads JSON from stdin, writes JSON to stdout. Used by boundaries.spec.ts (ESLint loads its
// config through native import(), which jest's module system cannot, hence a child process).
//   { snippets: [{ filePath, code }] }        -> { results: [{ filePath, messages: [{ ruleId, message }] }] }
//   { cycle: { 'a.ts': code, 'b.ts': code } } -> { cycleResults }: those files written to a temporary
//                                                folder, linted with the config's import-cycle block
//   { constraints: { scopes: [...] } }        -> { constraints: depConstraints('code', scopes) }
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// stdout carries only the JSON answer: anything the rules or Nx print goes to stderr
for (const level of ['log', 'info', 'warn']) console[level] = (...args) => console.error(...args);
// @nx/enforce-module-boundaries silently skips itself without a cached project graph (a fresh
// clone): compute and cache it first
await createProjectGraphAsync({ exitOnError: false });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const request = JSON.parse(await new Promise((resolve) => {
  let text = '';
  process.stdin.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
}));
const config = await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href);
const simplify = (filePath, result) => ({ filePath, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });

const out = {};
if (request.snippets) {
  const eslint = new ESLint({ cwd: root });
  out.results = [];
  for (const { filePath, code } of request.snippets) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    out.results.push(simplify(filePath, result));
  }
}
if (request.cycle) {
  const dir = mkdtempSync(path.join(tmpdir(), 'luvcast-cycle-'));
  try {
    for (const [name, code] of Object.entries(request.cycle)) writeFileSync(path.join(dir, name), code);
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [tseslint.configs.base, config.importCycles] });
    out.cycleResults = (await eslint.lintFiles(Object.keys(request.cycle))).map((r) => simplify(path.relative(dir, r.filePath), r));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (request.constraints) out.constraints = config.depConstraints('code', request.constraints.scopes);
process.stdout.write(JSON.stringify(out));
