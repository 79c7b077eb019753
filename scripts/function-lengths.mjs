// The longest functions of the production code (core, adapters, server, ui), for reviews: prints the
// 20 longest with their lines, and how many run over 40 and over 60 lines. `--max 60` exits 1 when a
// function over the limit is not named in docs/decisions.md "Long functions kept".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const LAYERS = ['core', 'adapters', 'server', 'ui'];

function sources(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|property\.test|contract)\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** A function's name: its declaration's, or the variable, property or method it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    return ts.isIdentifier(parent.name) ? parent.name.text : '(anonymous)';
  }
  return '(anonymous)';
}

function functionsIn(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = LAYERS.flatMap(sources).flatMap(functionsIn);
all.sort((a, b) => b.lines - a.lines);
for (const fn of all.slice(0, 20))
  console.log(`${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}`);
const over = (limit) => all.filter((fn) => fn.lines > limit).length;
console.log(`${all.length} functions; ${over(40)} over 40 lines, ${over(60)} over 60`);

const maxIndex = process.argv.indexOf('--max');
if (maxIndex !== -1) {
  const limit = Number(process.argv[maxIndex + 1]);
  const decisions = readFileSync(join(ROOT, 'docs/decisions.md'), 'utf8');
  const kept = decisions.slice(decisions.indexOf('## Long functions kept'));
  const unexplained = all.filter((fn) => fn.lines > limit && !kept.includes(`\`${fn.name}\``));
  for (const fn of unexplained)
    console.error(
      `over ${limit} lines with no recorded reason: ${fn.file}:${fn.line} ${fn.name} (${fn.lines})`,
    );
  process.exitCode = unexplained.length === 0 ? 0 : 1;
}
