import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every word a person reads comes from the catalogs (core/locales, #36):
// the visitors' screens and the dashboard's alike. A component's own words
// fail here: a JSX text with a letter in it, or a string written into a
// prop that people read or hear.

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Props whose value is read or heard by a person. */
const READ_PROPS = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'hint', 'heading']);

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Keys of an object literal whose value a person reads (a toast's). */
const READ_KEYS = new Set(['title', 'description', 'text', 'label', 'altText', 'message']);

/** A string that reads as words (a sentence, a capitalised word), not a
 * message id ('events-none'), a class name or a key. */
const wordsIn = (text: string) => /\p{L}/u.test(text) && (/\s/u.test(text.trim()) || /^\p{Lu}/u.test(text.trim()));

/** The strings written in an expression, not those handed to a call (a
 * message id given to `t`, a key). */
function literals(node: ts.Node, found: ts.Node[] = []): ts.Node[] {
  // (Markup inside is visited as markup.)
  if (ts.isCallExpression(node) || ts.isElementAccessExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return found;
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) found.push(node);
  ts.forEachChild(node, (child) => void literals(child, found));
  return found;
}

/** The words a component writes itself, with their lines: in its markup,
 * in a prop a person reads or hears, in an expression among its markup's
 * children ('{open ? "Close" : "Open"}'), and in an object's readable keys
 * (a toast's title). */
function ownWords(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  // A template's own text, without what it interpolates.
  const ownText = (node: ts.Node) =>
    ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') : '';
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literals(node.expression)) if (wordsIn(ownText(literal))) found.push(`${at(literal)}: ${ownText(literal)}`);
    }
    if (ts.isPropertyAssignment(node) && READ_KEYS.has(node.name.getText(source)) && (ts.isStringLiteralLike(node.initializer) || ts.isTemplateExpression(node.initializer))) {
      if (wordsIn(ownText(node.initializer))) found.push(`${at(node)}: ${node.name.getText(source)}: ${ownText(node.initializer)}`);
    }
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const text = ts.isStringLiteral(value) ? value.text : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression) ? value.expression.text : '';
      if (/\p{L}/u.test(text)) found.push(`${at(node)}: ${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the words of the components', () => {
  const files = components(SRC).map((path) => relative(SRC, path));

  it('come from the catalogs', () => {
    const own = files.map((file) => [file, ownWords(join(SRC, file))] as const);
    expect(Object.fromEntries(own.filter(([, words]) => words.length > 0))).toEqual({});
  });

  it('are found where a component writes its own', () => {
    // The check itself: a component with words of its own is caught.
    const path = join(tmpdir(), 'Own.tsx');
    writeFileSync(path, 'export const Own = () => <p title="Hello there">Welcome <b>{ok ? "Open now" : t("x")}</b></p>;');
    expect(ownWords(path)).toEqual(['1: title="Hello there"', '1: Welcome', '1: Open now']);
  });
});
