// Writes languages/yuno-widgets.pot from the plugin's sources (there is no WP-CLI here):
// gettext calls in PHP and JS (__, _e, _x, _n, esc_html__, …, text domain yuno-widgets),
// translator comments, the block.json texts and the plugin header.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const DOMAIN = 'yuno-widgets';

/** Function name → the arguments it takes, in order (the domain always comes last). */
const FUNCTIONS = {
  __: ['msgid'],
  _e: ['msgid'],
  esc_html__: ['msgid'],
  esc_html_e: ['msgid'],
  esc_attr__: ['msgid'],
  esc_attr_e: ['msgid'],
  _x: ['msgid', 'msgctxt'],
  _ex: ['msgid', 'msgctxt'],
  esc_html_x: ['msgid', 'msgctxt'],
  esc_attr_x: ['msgid', 'msgctxt'],
  _n: ['msgid', 'msgid_plural', null],
  _nx: ['msgid', 'msgid_plural', null, 'msgctxt'],
  _n_noop: ['msgid', 'msgid_plural'],
};

const CALL = new RegExp(`(?<![\\w$>:])(${Object.keys(FUNCTIONS).join('|')})\\s*\\(`, 'g');

/** Reads a PHP or JS string literal at `i`; returns [value, end] or null. */
function readString(src, i, php) {
  const quote = src[i];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let out = '';
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === quote) return [out, j + 1];
    if (c === '\\') {
      const n = src[++j];
      if (php && quote === "'") out += n === "'" || n === '\\' ? n : `\\${n}`;
      else out += { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '`': '`', $: '$' }[n] ?? (php ? `\\${n}` : n);
      continue;
    }
    if (quote === '`' && c === '$' && src[j + 1] === '{') return null; // template with expressions
    out += c;
  }
  return null;
}

/** The literal arguments of the call whose '(' is at `open`, up to the first non-literal. */
function readArgs(src, open, php) {
  const args = [];
  let i = open + 1;
  for (;;) {
    while (/\s/.test(src[i])) i++;
    const read = readString(src, i, php);
    if (!read) {
      args.push(undefined);
      // Skip a non-literal argument (e.g. the number in _n) to the next comma at this depth.
      let depth = 0;
      for (; i < src.length; i++) {
        const c = src[i];
        if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) {
          if (depth === 0) return args;
          depth--;
        } else if (c === ',' && depth === 0) break;
      }
    } else {
      // Adjacent literals joined with . (PHP) or + (JS) are one string.
      let [value, end] = read;
      for (;;) {
        let k = end;
        while (/\s/.test(src[k])) k++;
        if (src[k] !== (php ? '.' : '+')) break;
        k++;
        while (/\s/.test(src[k])) k++;
        const more = readString(src, k, php);
        if (!more) break;
        value += more[0];
        end = more[1];
      }
      args.push(value);
      i = end;
      while (/\s/.test(src[i])) i++;
    }
    if (src[i] === ',') {
      i++;
      continue;
    }
    return args;
  }
}

function lineOf(src, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (src[i] === '\n') line++;
  return line;
}

/** A translators comment ending right before `index` (same or previous lines). */
function translatorComment(src, index) {
  const before = src.slice(Math.max(0, index - 400), index);
  // The comment may be followed by code that opens the call (`echo esc_html( sprintf(`), not by a statement end.
  const match = before.match(/\/\*\s*translators:\s*((?:(?!\*\/)[\s\S])*?)\*\/[^;{}*]{0,80}$|\/\/\s*translators:\s*(.*)\n[^;{}*]{0,80}$/i);
  return match ? (match[1] ?? match[2]).trim() : '';
}

const entries = new Map();

function add({ msgid, msgctxt = '', msgid_plural = '', reference, comment = '' }) {
  if (!msgid) return;
  const key = `${msgctxt}\u0004${msgid}`;
  const entry = entries.get(key) ?? { msgid, msgctxt, msgid_plural, references: [], comments: [] };
  entry.references.push(reference);
  if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
  if (msgid_plural) entry.msgid_plural = msgid_plural;
  entries.set(key, entry);
}

function scanSource(file, root) {
  const src = readFileSync(file, 'utf8');
  const php = file.endsWith('.php');
  for (const match of src.matchAll(CALL)) {
    const names = FUNCTIONS[match[1]];
    const open = match.index + match[0].length - 1;
    const args = readArgs(src, open, php);
    const domain = args[names.length];
    if (domain !== DOMAIN && match[1] !== '_n_noop') continue;
    const entry = { reference: `${relative(root, file)}:${lineOf(src, match.index)}`, comment: translatorComment(src, match.index) };
    names.forEach((field, i) => field && typeof args[i] === 'string' && (entry[field] = args[i]));
    add(entry);
  }
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'build' || name === 'tests' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(php|js|jsx|ts|tsx)$/.test(name) && !path.includes('/bin/')) out.push(path);
  }
  return out;
}

function escapePo(text) {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
}

function poString(keyword, text) {
  if (!text.includes('\n')) return `${keyword} "${escapePo(text)}"\n`;
  const lines = text.split(/(?<=\n)/);
  return `${keyword} ""\n${lines.map((l) => `"${escapePo(l)}"\n`).join('')}`;
}

const WIDGET_TEXT = 'Shown by a widget.';
const PLACEHOLDER_NOTE = 'Keep each {placeholder}: the widget puts a number or a name there.';

/**
 * The .pot of the plugin in `root`, with its number of strings. `widgetTexts` (text → files of
 * the repository that render it) adds the widgets' own texts.
 */
export function renderPot(root, version, widgetTexts = new Map()) {
  entries.clear();
  const mainFile = join(root, 'yuno-widgets.php');
  const header = readFileSync(mainFile, 'utf8');
  for (const field of ['Plugin Name', 'Plugin URI', 'Description', 'Author']) {
    const value = header.match(new RegExp(`^\\s*\\*\\s*${field}:\\s*(.+)$`, 'm'))?.[1]?.trim();
    if (value) add({ msgid: value, reference: 'yuno-widgets.php', comment: `${field} of the plugin` });
  }
  for (const file of walk(root).sort()) scanSource(file, root);
  for (const dir of readdirSync(join(root, 'blocks')).sort()) {
    const file = join(root, 'blocks', dir, 'block.json');
    const block = JSON.parse(readFileSync(file, 'utf8'));
    const reference = relative(root, file);
    add({ msgid: block.title, msgctxt: 'block title', reference });
    add({ msgid: block.description, msgctxt: 'block description', reference });
    for (const keyword of block.keywords ?? []) add({ msgid: keyword, msgctxt: 'block keyword', reference });
  }

  for (const [text, files] of widgetTexts) {
    const comment = /\{\w+\}/.test(text) ? `${WIDGET_TEXT} ${PLACEHOLDER_NOTE}` : WIDGET_TEXT;
    for (const file of files) add({ msgid: text, reference: file, comment });
  }

  let pot = `# Copyright (C) ${new Date().getUTCFullYear()} Yuno Learning
# This file is distributed under the GPL-2.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: Yuno widgets ${version}\\n"
"Report-Msgid-Bugs-To: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Language-Team: \\n"
"X-Domain: ${DOMAIN}\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
`;
  for (const entry of entries.values()) {
    pot += '\n';
    for (const comment of entry.comments) pot += `#. ${comment.replace(/\n/g, ' ')}\n`;
    pot += `#: ${entry.references.join(' ')}\n`;
    if (/%(\d\$)?[sd]/.test(entry.msgid)) pot += entry.references.some((r) => /\.php(:|$)/.test(r)) ? '#, php-format\n' : '#, javascript-format\n';
    if (entry.msgctxt) pot += poString('msgctxt', entry.msgctxt);
    pot += poString('msgid', entry.msgid);
    if (entry.msgid_plural) {
      pot += poString('msgid_plural', entry.msgid_plural);
      pot += 'msgstr[0] ""\nmsgstr[1] ""\n';
    } else {
      pot += 'msgstr ""\n';
    }
  }
  return { pot, count: entries.size };
}

/** The plugin's version, from its main file's header. */
export const pluginVersion = (root) => readFileSync(join(root, 'yuno-widgets.php'), 'utf8').match(/^\s*\*\s*Version:\s*(\S+)/m)[1];

/** The committed .pot of the plugin in `root`. */
export const potFile = (root) => join(root, 'languages', `${DOMAIN}.pot`);

/** Scans the plugin in `root` and writes its .pot; returns the number of strings. */
export function makePot(root, version, widgetTexts = new Map()) {
  const { pot, count } = renderPot(root, version, widgetTexts);
  writeFileSync(potFile(root), pot);
  return count;
}
