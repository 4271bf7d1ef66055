#!/usr/bin/env node
// Adds or updates messages in every catalog at once, safely when several people run it together.
// Usage: node scripts/add-messages.mjs messages.json
// where messages.json is { "search.title": { "en": "…", "fr": "…", "es": "…", "it": "…", "nl": "…" } }
// and optionally "fr_BE" / "nl_BE" entries for Belgian overrides.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../packages/i18n/src/messages');
const required = ['en', 'fr', 'es', 'it', 'nl'];
const optional = ['fr_BE', 'nl_BE'];
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

for (const [key, texts] of Object.entries(input)) {
  const missing = required.filter((lang) => typeof texts[lang] !== 'string' || texts[lang] === '');
  if (missing.length) throw new Error(`${key}: missing ${missing.join(', ')}`);
}

const lock = join(dir, '.lock');
const deadline = Date.now() + 10_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`Could not take ${lock}; remove it if no one is writing.`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const lang of [...required, ...optional]) {
    const file = join(dir, `${lang}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, texts] of Object.entries(input))
      if (texts[lang] !== undefined) catalog[key] = texts[lang];
    const sorted = Object.fromEntries(
      Object.keys(catalog)
        .sort()
        .map((k) => [k, catalog[k]]),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  console.log(`Added ${Object.keys(input).length} messages.`);
} finally {
  rmdirSync(lock);
}
