/**
 * Calls through a namespace written plainly: `(0,n.useState)(…)` becomes `n.useState(…)`.
 *
 * The bundler writes the `(0, …)` guard so that an imported function is called without a
 * `this`, as a module's own call would be. The functions that bundles reach through the
 * runtime's globals (React's, core's, ui's, the runtime's) are module functions that never
 * read `this`, so the guard only costs bytes: about 0.2 KB gzip on the marketing page, where
 * each widget bundle makes hundreds of such calls.
 */
import { parseAst } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

/** The `n.fn` of a call written `(0,n.fn)(…)`, or null. */
function guardedMember(call: Node, code: string): Node | null {
  const callee = call.callee as Node;
  if (call.type !== 'CallExpression' || callee.type !== 'SequenceExpression') return null;
  const [zero, member, ...rest] = callee.expressions as Node[];
  if (rest.length || zero.type !== 'Literal' || zero.value !== 0) return null;
  if (member.type !== 'MemberExpression' || member.computed || (member.object as Node).type !== 'Identifier') return null;
  // The parentheses around the sequence are not part of its node.
  if (code[callee.start - 1] !== '(' || code[callee.end] !== ')') return null;
  return member;
}

export function callNamespacesPlainly(code: string): string {
  const edits: Array<{ from: number; to: number; text: string }> = [];
  for (const node of walk(parseAst(code) as unknown as Node)) {
    const member = guardedMember(node, code);
    if (member) {
      const callee = node.callee as Node;
      const from = callee.start - 1;
      // 'return(0,n.f)(…)' must not become 'returnn.f(…)'.
      const gap = /[\w$]/.test(code[from - 1] ?? '') ? ' ' : '';
      edits.push({ from, to: callee.end + 1, text: gap + code.slice(member.start, member.end) });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  return out;
}
