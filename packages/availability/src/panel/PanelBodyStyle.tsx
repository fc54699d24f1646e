/**
 * The panel body's styles (batch cards, the days and times filter, enrolment), arriving with
 * its code: a style element applies to the shadow root (or document) it is rendered in, so
 * the panel's own stylesheet stays small.
 */
import { panelBodyCss } from '../styles';

export function PanelBodyStyle() {
  return <style>{panelBodyCss}</style>;
}
