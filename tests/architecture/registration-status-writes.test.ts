import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES } from '../../core/registration/registration-status';

/**
 * Only the lifecycle machine decides a registration's status, and only `moveRegistration` writes it
 * (docs/purchase.md "Order lifecycle"). This reads every production source's syntax tree and
 * flags (1) an `updateRegistration` call whose changes are not a literal without `status`, and (2)
 * an order built with a literal status (an object with `status: '<registration status>'` beside an
 * order's own keys). Tests, the machine (core/registration/) and the helper itself are exempt.
 */
const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['core', 'server', 'adapters', 'ui', 'bench'];
const EXEMPT = ['core/registration/', 'server/use-cases/move-registration.ts'];
const ORDER_KEYS = new Set(['merchantOrderId', 'publicToken', 'priceTetri', 'expectedStatus']);
const STATUSES = new Set<string>(REGISTRATION_STATUSES);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (ts.isSpreadAssignment(property)) return undefined;
  const name = property.name;
  return name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name))
    ? name.text
    : undefined;
}

function property(literal: ts.ObjectLiteralExpression, key: string) {
  return literal.properties.find((candidate) => propertyName(candidate) === key);
}

/** True unless `changes` is an object literal with no `status` key and no spread. */
function mayWriteStatus(call: ts.CallExpression): boolean {
  const [update] = call.arguments;
  if (update === undefined || !ts.isObjectLiteralExpression(update)) return true;
  const changes = property(update, 'changes');
  if (changes === undefined || !ts.isPropertyAssignment(changes)) return true;
  const value = changes.initializer;
  if (!ts.isObjectLiteralExpression(value)) return true;
  return value.properties.some((p) => ts.isSpreadAssignment(p) || propertyName(p) === 'status');
}

function hasLiteralOrderStatus(literal: ts.ObjectLiteralExpression): boolean {
  const status = property(literal, 'status');
  if (status === undefined || !ts.isPropertyAssignment(status)) return false;
  const value = status.initializer;
  const literalStatus = ts.isStringLiteralLike(value) && STATUSES.has(value.text);
  return literalStatus && literal.properties.some((p) => ORDER_KEYS.has(propertyName(p) ?? ''));
}

/** The status writes in one source text, as `line: reason`. */
function statusWrites(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'updateRegistration' &&
      mayWriteStatus(node)
    ) {
      found.push(`${line(node)}: updateRegistration may write status`);
    }
    if (ts.isObjectLiteralExpression(node) && hasLiteralOrderStatus(node)) {
      found.push(`${line(node)}: order built with a literal status`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('registration status writes', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .filter((file) => !EXEMPT.some((exempt) => file.startsWith(exempt)));

  it('scans the production sources', () => {
    expect(files).toContain('server/use-cases/initiate-checkout.ts');
    expect(files).toContain('server/workers/reconciliation-worker.ts');
  });

  it('go through moveRegistration only', () => {
    const offenders = files.flatMap((file) =>
      statusWrites(file, readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('flags a violation when one is present (the check can fail)', () => {
    const direct = `await tx.updateRegistration({ id, expectedStatus: 'pending',
      changes: { status: 'failed' }, updatedAt: now });`;
    const spread =
      'await tx.updateRegistration({ id, expectedStatus, changes: { ...c }, updatedAt });';
    const hidden = 'await tx.updateRegistration({ id, expectedStatus, changes, updatedAt });';
    const literal = `const order = { id, status: 'pending', merchantOrderId: 'tc-1' };`;
    for (const sample of [direct, spread, hidden, literal]) {
      expect(statusWrites('sample.ts', sample)).toHaveLength(1);
    }
  });

  it('lets writes without a status through', () => {
    const paymentOnly = `await tx.updateRegistration({ id, expectedStatus: order.status,
      changes: { paymentStatus: 'processing' }, updatedAt });`;
    const outbox = `const row = { id, status: 'pending', attempts: 0 };`;
    expect(statusWrites('sample.ts', paymentOnly)).toEqual([]);
    expect(statusWrites('sample.ts', outbox)).toEqual([]);
  });
});
