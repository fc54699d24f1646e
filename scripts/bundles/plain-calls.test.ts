import { describe, expect, it } from 'vitest';
import { callNamespacesPlainly } from './plain-calls';

describe('calls through a namespace written plainly', () => {
  it('drops the (0, …) guard from calls of a namespace member', () => {
    expect(callNamespacesPlainly('(0,n.j)(1),(0,o.c)("div",{children:(0,o.b)(t.i,{})});')).toBe('n.j(1),o.c("div",{children:o.b(t.i,{})});');
  });

  it('keeps a keyword apart from the name that follows it', () => {
    expect(callNamespacesPlainly('function f(){return(0,o.c)(1)}typeof(0,o.c)(2);')).toBe('function f(){return o.c(1)}typeof o.c(2);');
  });

  it('keeps every other sequence, and strings that only look like one', () => {
    const code = 'x=(0,n.j);(0,n[k])(1);(1,n.j)(2);(0,n.a.b)(3);(a,b)(4);s="(0,n.j)(5)";(0,n.t)`x`;';
    expect(callNamespacesPlainly(code)).toBe(code);
  });

  it('calls the same functions with the same arguments', () => {
    const code = 'var seen=[];var ns={f:function(){seen.push([].slice.call(arguments).join("+"))}};(0,ns.f)(1,(0,ns.f)(2)||3);(function(){return(0,ns.f)(4)})();';
    const run = (source: string) => new Function(`${source}; return seen`)();
    expect(run(callNamespacesPlainly(code))).toEqual(run(code));
  });
});
