import { registerWidget } from '@yuno/runtime';
import { SideMenu } from '../side-menu/SideMenu';
import sharedCss from '../shared/shared.css?inline';
import ownCss from '../side-menu/side-menu.css?inline';

registerWidget('side-menu', { component: SideMenu, props: {}, css: sharedCss + ownCss });
