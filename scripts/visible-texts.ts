/**
 * `pnpm lint` fails when a kit, screen or the shell renders a literal text instead of a text of
 * the i18n catalogue (packages/web/src/lib/texts): JSX text, and string literals given to the
 * props a user reads (label, placeholder, aria-label, …) in JSX or in the objects handed to the
 * kits (`{ label: 'Customer' }`). A catalogue key (`'customer'`) and texts from contracts (the
 * spec's field names and messages, which are expressions) pass; so does a screen title in an
 * object or on `<Page>`: screen titles are the spec's screen names, which the kit shows translated.
 * Those texts of contracts must have their Spanish in lib/texts/spec-es (scripts/contract-texts.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import type TS from 'typescript';

/**
 * Required, not imported: an import makes Node scan the 9 MB CommonJS compiler for its export
 * names first, which took longer than the check itself.
 */
const ts: typeof TS = createRequire(import.meta.url)('typescript');

const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'header',
  'tooltip',
  'caption',
  'nothingFoundMessage',
  'alt',
  'error',
  'successText',
]);

export const webSrc = resolve(import.meta.dirname, '../packages/web/src');
const scanned = ['kit', 'features', 'app'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Words a user reads (two letters in a row), but not a catalogue key such as 'labelCopies'. */
const isText = (text: string) => /\p{L}{2,}/u.test(text) && !/^[a-z][A-Za-z0-9]*$/.test(text.trim());

const nameOf = (name: TS.PropertyName | TS.JsxAttributeName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : ts.isJsxNamespacedName(name) ? '' : name.getText();

const literalIn = (node: TS.Node | undefined): TS.StringLiteralLike | TS.TemplateExpression | undefined => {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return node;
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literalIn(node.expression);
  return undefined;
};
const textOf = (literal: TS.StringLiteralLike | TS.TemplateExpression) =>
  ts.isTemplateExpression(literal)
    ? [literal.head.text, ...literal.templateSpans.map((s) => s.literal.text)].join(' ')
    : literal.text;

/** The literal texts of one source file, as 'path:line "text"'. */
export function visibleLiterals(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: TS.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(webSrc, path)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const check = (node: TS.Node, value: TS.Node | undefined) => {
    const literal = literalIn(value);
    if (literal && isText(textOf(literal))) report(node, textOf(literal));
  };
  const visit = (node: TS.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      check(node, node.expression);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(nameOf(node.name))) {
      const element = node.parent.parent;
      const isPageTitle = nameOf(node.name) === 'title' && element.tagName.getText() === 'Page';
      if (!isPageTitle) check(node, node.initializer);
    }
    if (ts.isPropertyAssignment(node) && VISIBLE_PROPS.has(nameOf(node.name)) && nameOf(node.name) !== 'title')
      check(node, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function literalsOfWeb(): string[] {
  return scanned.flatMap((dir) =>
    sourceFiles(join(webSrc, dir)).flatMap((path) => visibleLiterals(path, readFileSync(path, 'utf8'))),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const found = literalsOfWeb();
  if (found.length > 0) {
    process.stderr.write(
      `Texts users read must come from the i18n catalogue (packages/web/src/lib/texts, see docs/decisions.md):\n${found.join('\n')}\n`,
    );
  }
  // Imported here: walking contracts' exports loads them all, which the literal check does not need.
  const { untranslatedContractTexts } = await import('./contract-texts');
  const untranslated = untranslatedContractTexts();
  if (untranslated.length > 0) {
    process.stderr.write(
      `Contracts' texts users read need their Spanish in packages/web/src/lib/texts/spec-es:\n${untranslated.join('\n')}\n`,
    );
  }
  if (found.length > 0 || untranslated.length > 0) process.exit(1);
}
