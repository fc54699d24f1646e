import { registerWidget } from '@yuno/runtime';
import { AvailabilityPanel } from '../panel/AvailabilityPanel';
import { availabilityPanelCss } from '../styles';

registerWidget('availability-panel', { component: AvailabilityPanel, props: {}, css: availabilityPanelCss });
