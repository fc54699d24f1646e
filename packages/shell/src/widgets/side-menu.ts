import { registerWidget } from '@yuno/runtime';
import { SideMenu } from '../side-menu/SideMenu';
import { sideMenuCss } from '../styles';

registerWidget('side-menu', { component: SideMenu, props: {}, css: sideMenuCss });
