import type { ReactNode } from 'react';
import { isApiError, RESPONSE_CODE } from '@yuno/core';
import { useApi } from '@yuno/runtime';
import type { ActionGate as Gate } from '../config/types';
import { resolveParams, type ParamContext } from '../config/params';

/**
 * Whether what a gate holds back may be offered: null while its list loads, false when the
 * server says the list is empty (204), else true. Every action behind the same gate reads
 * the same answer: one request per page.
 */
export function useGate(gate: Gate | undefined, ctx: ParamContext): boolean | null {
  const { data, error } = useApi(gate ? [gate.route, resolveParams(gate.params, ctx), { limit: 1, offset: 0 }] : null);
  if (!gate) return true;
  if (!data && !error) return null;
  return !(isApiError(error) && error.code === RESPONSE_CODE.noContent);
}

interface ActionGateProps {
  /** None: the action is offered at once. */
  gate?: Gate;
  ctx: ParamContext;
  /** The action, shown once the gate's list has something (or the check failed otherwise). */
  children: ReactNode;
}

/** Holds a toolbar action back until the gate's list says it may be offered (see `ActionGate` in config/types). */
export function ActionGate({ gate, ctx, children }: ActionGateProps) {
  const open = useGate(gate, ctx);
  if (open === null) return null;
  return open ? <>{children}</> : <p className="yuno-dt-note">{gate!.otherwise}</p>;
}
