/**
 * The page-wide dialogs (login, session expired, unauthorised, account type) as the runtime's
 * overlay host shows them: opened by their events from any widget, one at a time per kind,
 * in their own shadow root next to the widget's.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { events, type YunoEvents } from '@yuno/core';
import type { OverlayProps } from '@yuno/runtime';
import { AccountTypeDialog, LoginDialog, SessionExpiredDialog, UnauthorisedDialog } from '@yuno/shell';

interface Overlay {
  trigger: keyof YunoEvents;
  component: ComponentType<OverlayProps<any>>;
}

const OVERLAYS: Record<string, Overlay> = {
  login: { trigger: 'login:request', component: LoginDialog },
  'session-expired': { trigger: 'session:expired', component: SessionExpiredDialog },
  unauthorised: { trigger: 'unauthorised', component: UnauthorisedDialog },
  'account-type': { trigger: 'account-type:request', component: AccountTypeDialog },
};

export function StoryOverlays() {
  const [open, setOpen] = useState<{ name: string; detail: unknown }[]>([]);
  useEffect(() => {
    const stops = Object.entries(OVERLAYS).map(([name, { trigger }]) =>
      events.on(trigger, (detail) => setOpen((list) => (list.some((o) => o.name === name) ? list : [...list, { name, detail }]))),
    );
    return () => stops.forEach((stop) => stop());
  }, []);
  return (
    <>
      {open.map(({ name, detail }) => {
        const Component = OVERLAYS[name].component;
        return <Component key={name} detail={detail} onClose={() => setOpen((list) => list.filter((o) => o.name !== name))} />;
      })}
    </>
  );
}
