import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every component carries its own styles (docs/decisions/089-layout-that-holds.md): a class a
 * module writes into `className` must be defined in styles/global.css or in a stylesheet the module
 * itself reaches through its static imports. Vite ships a stylesheet with the chunk of the module that
 * imports it, so a class whose rules come only with another screen's import is unstyled whenever that
 * screen has not been opened first (issue 17: the vacancy form's switch, styled only by the Kualifikasi
 * chunk).
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GLOBAL_CSS = path.join(SRC, 'styles', 'global.css');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(SRC);
const modules = files.filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`),
);
const stylesheets = files.filter((f) => f.endsWith('.css'));

/** The class names each stylesheet's selectors name (comments and declaration blocks left out). */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const selector = match[1]!.trim();
    if (selector.startsWith('@')) continue;
    for (const name of selector.replace(/\[[^\]]*\]/g, '[]').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      names.add(name[1]!);
    }
  }
  return names;
}

const definedIn = new Map<string, Set<string>>();
for (const sheet of stylesheets) {
  for (const name of classesOf(fs.readFileSync(sheet, 'utf8'))) {
    if (!definedIn.has(name)) definedIn.set(name, new Set());
    definedIn.get(name)!.add(sheet);
  }
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface Parsed {
  imports: string[];
  lazyImports: string[];
  classes: Map<string, number>;
}

/** A module's static imports (dynamic `import()` loads another chunk, not this module's styles) and the
 * class names in its `className`/`…ClassName` attributes (words next to `${…}` are partial, skipped). */
function parse(file: string): Parsed {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  const lazyImports: string[] = [];
  const classes = new Map<string, number>();
  const add = (text: string, node: ts.Node, trimStart = false, trimEnd = false) => {
    const words = text.split(/\s+/);
    if (trimStart && !/^\s/.test(text)) words.shift();
    if (trimEnd && !/\s$/.test(text)) words.pop();
    for (const word of words) {
      if (/^-?[_a-zA-Z][\w-]*$/.test(word) && !classes.has(word)) {
        classes.set(word, source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      }
    }
  };
  const strings = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text, node);
    else if (ts.isTemplateExpression(node)) {
      add(node.head.text, node, false, true);
      node.templateSpans.forEach((span, i) =>
        add(span.literal.text, span, true, i < node.templateSpans.length - 1),
      );
    }
    // Only the values a class expression can produce: not the conditions it tests.
    if (ts.isConditionalExpression(node)) {
      strings(node.whenTrue);
      strings(node.whenFalse);
    } else if (ts.isBinaryExpression(node)) {
      strings(node.right);
      if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) strings(node.left);
    } else if (ts.isTemplateExpression(node)) {
      node.templateSpans.forEach((span) => strings(span.expression));
    } else if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) {
      if (node.expression) strings(node.expression);
    } else if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach(strings);
    } else if (ts.isCallExpression(node)) {
      node.arguments.forEach(strings);
      strings(node.expression);
    } else if (ts.isPropertyAccessExpression(node)) {
      strings(node.expression);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const resolved = resolveImport(file, node.moduleSpecifier.text);
      if (resolved) imports.push(resolved);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const resolved = resolveImport(file, node.arguments[0].text);
      if (resolved) lazyImports.push(resolved);
    }
    if (ts.isJsxAttribute(node) && /className$/i.test(node.name.getText()) && node.initializer) {
      strings(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, lazyImports, classes };
}

const parsed = new Map(modules.map((m) => [m, parse(m)]));

/** Every stylesheet a module brings with it: its own imports, and theirs. */
function reachedStylesheets(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.endsWith('.css')) continue;
    queue.push(...(parsed.get(current)?.imports ?? []));
  }
  return new Set([...seen].filter((f) => f.endsWith('.css')));
}

const reached = new Map([...parsed.keys()].map((m) => [m, reachedStylesheets(m)]));
const importers = new Map<string, string[]>();
for (const [module, { imports, lazyImports }] of parsed) {
  for (const target of [...imports, ...lazyImports]) {
    if (!importers.has(target)) importers.set(target, []);
    importers.get(target)!.push(module);
  }
}

/**
 * The stylesheets present whenever a module runs, whichever screen loaded it: its own, and those every
 * module that imports it (statically or lazily; each runs first) is sure to have. A greatest fixpoint,
 * so import cycles keep what they share.
 */
const present = new Map<string, Set<string>>(
  [...parsed.keys()].map((m) => [m, importers.has(m) ? new Set(stylesheets) : reached.get(m)!]),
);
for (let changed = true; changed;) {
  changed = false;
  for (const [module, sheets] of present) {
    const from = importers.get(module);
    if (!from) continue;
    const next = new Set(reached.get(module));
    for (const sheet of sheets) if (from.every((i) => present.get(i)?.has(sheet))) next.add(sheet);
    if (next.size !== sheets.size) {
      present.set(module, next);
      changed = true;
    }
  }
}

const globalClasses = classesOf(fs.readFileSync(GLOBAL_CSS, 'utf8'));

/** `file:line .class (defined in …)` for each class whose stylesheets are not in `sheetsOf(module)`. */
function unstyled(sheetsOf: (module: string) => Set<string>, only: (module: string) => boolean) {
  const found: string[] = [];
  for (const [module, { classes }] of parsed) {
    if (!only(module)) continue;
    const sheets = sheetsOf(module);
    for (const [name, line] of classes) {
      if (globalClasses.has(name)) continue;
      const defining = definedIn.get(name);
      if (!defining) continue; // a hook for tests or scripts, styled nowhere
      if ([...defining].some((sheet) => sheets.has(sheet))) continue;
      const where = [...defining].map((s) => path.relative(SRC, s)).join(', ');
      found.push(`${path.relative(SRC, module)}:${line} .${name} (defined in ${where})`);
    }
  }
  return found;
}

describe('style ownership', () => {
  it('finds the class names it checks (the parser sees className attributes and stylesheet selectors)', () => {
    const choice = parsed.get(path.join(SRC, 'components', 'form', 'choice-fields.tsx'))!;
    expect([...choice.classes.keys()]).toEqual(expect.arrayContaining(['switch', 'switch-track']));
    expect(definedIn.get('switch-track')?.size).toBeGreaterThan(0);
    expect(
      classesOf('.a .b:not(.c), .d::after { x: url(e.png) } @media (max-width: 1px) { .f { y: 0.5 } }'),
    ).toEqual(new Set(['a', 'b', 'c', 'd', 'f']));
  });

  it('a shared component (components/, app/) imports the stylesheet of every class it uses itself', () => {
    const shared = (m: string) => /^(components|app)\//.test(path.relative(SRC, m).split(path.sep).join('/'));
    expect(unstyled((m) => reached.get(m)!, shared)).toEqual([]);
  });

  it('every module finds its classes styled whichever screen loads it first', () => {
    expect(
      unstyled(
        (m) => present.get(m)!,
        () => true,
      ),
    ).toEqual([]);
  });
});
