// Collects the texts the widgets render, in English as they show them, from the widgets'
// TypeScript sources, and writes includes/widget-texts.php. The build adds them to the .pot,
// and the plugin puts their translations in `yunoConfig.strings`, through which the runtime
// renders every text: translating the text domain translates the widgets too.
//
// A text is a string or template literal that reads as words for people: JSX text, a text
// attribute, or a string in code. Left out: module names, class names and CSS, addresses,
// identifiers and keys, comparisons, console and error messages for developers, types.
// A template's `${expression}` becomes `{name}` after the expression's last name
// (`${course.title}` → `{title}`), the placeholder the runtime fills back in.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The packages whose code ships (scripts/widget-registry.test.ts holds this to the widgets' packages). */
export const PACKAGES = ['core', 'ui', 'runtime', 'shell', 'course-search', 'course-card', 'availability', 'referral-menu', 'data-table'];
/** Folders of plumbing: their strings are protocol, keys and addresses, never shown. */
const SKIP_DIRS = ['test-support', 'http', 'storage', 'cookies', 'events', 'config', 'data', 'icons', 'tokens', 'routes', 'placeholders'];
const SKIP_FILES = /\.(test|stories)\.tsx?$|\.d\.ts$|(^|\/)(routes|storageKeys|registry|props|parts|global|virtual\.d)\.ts$/;
const NOT_TEXT_ATTRIBUTES = new Set([
  'className',
  'class',
  'href',
  'src',
  'id',
  'type',
  'role',
  'name',
  'value',
  'key',
  'htmlFor',
  'rel',
  'target',
  'autoComplete',
  'inputMode',
  'variant',
  'tone',
  'size',
  'align',
  'width',
  'height',
  'viewBox',
  'd',
  'fill',
  'stroke',
]);
const DEVELOPER_CALLS = /^(console\.\w+|Error|TypeError|RangeError|reportError|logError|warn)$/;

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.includes(name)) sourceFiles(path, out);
    } else if (/\.tsx?$/.test(name) && !SKIP_FILES.test(path)) out.push(path);
  }
  return out;
}

/** Reads as words for people: letters, and either a space or a capital first letter. */
export function looksLikeText(text) {
  const t = text.trim();
  if (t.length < 2 || !/\p{L}/u.test(t)) return false;
  // A template must have words of its own around its placeholders ("{n} weeks", not "{id}-title").
  if (/\{\w+\}/.test(t)) {
    const words = t.replace(/\{\w+\}/g, ' ');
    if (!/\p{L}{2,}/u.test(words) || !/\s/.test(t)) return false;
    // Every word built on a placeholder: a list of ids ("{id}-select {id}-label").
    if (t.split(/\s+/).every((word) => /\{\w+\}/.test(word))) return false;
  }
  if (/^[\w-]*(\[|:not\(|:disabled)|var\(--|^\(\w+-width/.test(t)) return false; // selectors, CSS
  if (/^[\w-]+:[\w-]+$/.test(t) || /^\d{4}-\d\d-\d\d/.test(t) || /^[MmLl][\d\s.,-]+/.test(t)) return false; // events, dates, SVG paths
  if (/\[\]$|^\w+Error$|^noopener/.test(t)) return false; // schema types, DOM error names, rel values
  if (/^(https?:|mailto:|tel:|\/|\.|#|@|--|:)/.test(t)) return false; // addresses, selectors, CSS
  if (/[{};]\s*$|:\s*var\(|\bpx\b|^\S+\s*\{/.test(t) && !/^[^{]*\{\w+\}/.test(t)) return false; // CSS
  if (/^(-?[\d.]+(px|%|em|vh|vw)?\s*)+$/.test(t)) return false; // CSS lengths ('100% 0px', an observer's margin)
  if (/^[\w$.-]+$/.test(t) && !/^\p{Lu}\p{Ll}/u.test(t)) return false; // identifiers, keys, class names
  if (/^[A-Z0-9_]+$/.test(t) && t.length > 1 && !/^(OK|OFF|ON)$/.test(t)) return false; // CONSTANT_NAMES
  if (/^yuno[-_:]/.test(t) || /\b(yuno-[\w-]+)\b.*\b(yuno-[\w-]+)\b/.test(t)) return false; // class lists
  if (/^(GET|POST|PUT|PATCH|DELETE|HEAD)$/.test(t) || /^[\w-]+\/[\w.+*-]+$/.test(t)) return false; // methods, MIME types
  return true;
}

function placeholderName(expression) {
  let node = expression;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isCallExpression(node)) return placeholderName(node.expression);
  return 'value';
}

function templateText(node) {
  let text = node.head.text;
  for (const span of node.templateSpans) text += `{${placeholderName(span.expression)}}${span.literal.text}`;
  return text;
}

/** Why a literal in this position is not shown to people (or '' when it may be). */
function excludedByPosition(node) {
  const parent = node.parent;
  if (!parent) return 'root';
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return 'module';
  if (ts.isLiteralTypeNode(parent)) return 'type';
  if (ts.isPropertyAssignment(parent) && parent.name === node) return 'key';
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return 'key';
  if (ts.isCaseClause(parent)) return 'comparison';
  if (
    ts.isBinaryExpression(parent) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
      ts.SyntaxKind.InKeyword,
    ].includes(parent.operatorToken.kind)
  )
    return 'comparison';
  if (ts.isJsxAttribute(parent)) {
    const name = parent.name.getText();
    if (NOT_TEXT_ATTRIBUTES.has(name) || /^(on|data-|aria-(?!label|description|roledescription|placeholder|valuetext))/.test(name)) return 'attribute';
    return '';
  }
  if (ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent)) return excludedByPosition(parent);
  for (let up = parent; up; up = up.parent) {
    if (ts.isCallExpression(up) || ts.isNewExpression(up)) {
      const callee = up.expression.getText();
      if (DEVELOPER_CALLS.test(callee)) return 'developer';
      if (
        /^(events\.(emit|on)|document\.|querySelector|setAttribute|getAttribute|matchMedia|addEventListener|removeEventListener|new URL|encodeURIComponent|RegExp)/.test(
          callee,
        )
      )
        return 'protocol';
      break;
    }
    if (ts.isBlock(up) || ts.isSourceFile(up)) break;
  }
  return '';
}

/** Every widget text with the source files that render it. */
export function collectWidgetTexts(root) {
  const texts = new Map();
  const add = (text, file) => {
    const key = text.trim().replace(/\s+/g, ' ');
    if (!looksLikeText(key)) return;
    if (!texts.has(key)) texts.set(key, new Set());
    texts.get(key).add(relative(root, file));
  };
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(join(root, 'packages', pkg, 'src'))) {
      const source = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const visit = (node) => {
        if (ts.isJsxText(node)) add(node.text, file);
        else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !excludedByPosition(node)) add(node.text, file);
        else if (ts.isTemplateExpression(node) && !excludedByPosition(node)) add(templateText(node), file);
        if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return new Map([...texts].sort(([a], [b]) => a.localeCompare(b, 'en')));
}

const phpString = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** includes/widget-texts.php for these texts: the English texts, one per line. */
export function widgetTextsPhp(texts) {
  return `<?php
/**
 * The texts the widgets render, in English as they show them ("{n}" stands for what varies).
 * Generated from the widgets' sources by bin/widget-texts.mjs when the plugin is built: do not
 * edit. The build also puts them in languages/yuno-widgets.pot.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Every widget text, in English.
 *
 * @return string[]
 */
function widget_texts() {
	return array(
${[...texts.keys()].map((text) => `\t\t${phpString(text)},`).join('\n')}
	);
}
`;
}

/** The committed widget texts of the plugin folder `plugin`. */
export const widgetTextsFile = (plugin) => join(plugin, 'includes', 'widget-texts.php');

/** Writes includes/widget-texts.php from the sources under `root`; returns the texts with their files. */
export function writeWidgetTexts(root, plugin) {
  const texts = collectWidgetTexts(root);
  writeFileSync(widgetTextsFile(plugin), widgetTextsPhp(texts));
  return texts;
}
