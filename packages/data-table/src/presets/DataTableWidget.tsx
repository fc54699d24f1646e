import { useEffect, useLayoutEffect, useState } from 'react';
import { ERROR_MESSAGES } from '@yuno/core';
import { Button, Skeleton } from '@yuno/ui';
import { MountMessage } from '@yuno/runtime';
import { DataTable } from '../table/DataTable';
import type { PresetName } from './names';
import { loadPreset, presetAtHand } from './load';
import { presetRefusal } from './refusal';

export interface DataTableWidgetProps {
  /** Which table: one of PRESET_NAMES. */
  preset: PresetName;
  title?: string;
  syncUrl?: boolean;
}

/** The widget: a preset picked by name, its configuration fetched with its audience's part. */
export function DataTableWidget(props: DataTableWidgetProps) {
  const refusal = presetRefusal(props);
  // Another preset is another table: nothing of the last one's loading state carries over.
  return refusal ? <Refusal message={refusal} /> : <PresetTable key={props.preset} {...props} />;
}

/** What the mount protocol shows for props it refuses, for apps that render the widget themselves. */
function Refusal({ message }: { message: string }) {
  useEffect(() => console.error(`[yuno] widget "data-table": ${message}`), [message]);
  return <MountMessage name="data-table" message={message} />;
}

/**
 * A known preset's table. The bundle mounts it as is: its mount has checked the preset
 * (`validate`) and renders once, with props that never change.
 */
export function PresetTable({ preset, title, syncUrl = true }: DataTableWidgetProps) {
  const [config, setConfig] = useState(() => presetAtHand(preset));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The preset's part is asked for as the widget commits, not after the next paint.
  useLayoutEffect(() => {
    if (config) return;
    let live = true;
    loadPreset(preset).then(
      (loaded) => live && setConfig(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [preset, config, attempt]);

  if (config) return <DataTable config={config} title={title} syncUrl={syncUrl} />;
  if (failed) {
    return (
      <div className="yuno-dt-error" role="alert">
        <p>{ERROR_MESSAGES.common}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return <Skeleton height={200} />;
}
