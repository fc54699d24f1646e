import { isApiError, RESPONSE_CODE, safeUrl } from '@yuno/core';
import { useApi } from '@yuno/runtime';
import { buttonClassName } from '@yuno/ui';
import type { ActionGate } from '../config/types';
import { resolveParams, type ParamContext } from '../config/params';

interface GatedLinkProps {
  label: string;
  href: string;
  gate: ActionGate;
  ctx: ParamContext;
}

/** A toolbar link offered only when the gate's list has something (see `ActionGate`). */
export function GatedLink({ label, href, gate, ctx }: GatedLinkProps) {
  const { data, error } = useApi([gate.route, resolveParams(gate.params, ctx), { limit: 1, offset: 0 }]);
  if (!data && !error) return null;
  if (isApiError(error) && error.code === RESPONSE_CODE.noContent) return <p className="yuno-dt-note">{gate.otherwise}</p>;
  return (
    <a className={buttonClassName()} href={safeUrl(href)}>
      {label}
    </a>
  );
}
