import { registerWidget } from '@yuno/runtime';
import { Header } from '../header/Header';
import { headerPropsSchema, validateHeaderProps } from '../props';
import sharedCss from '../shared/shared.css?inline';
import ownCss from '../header/header.css?inline';

registerWidget('header', { component: Header, props: headerPropsSchema, css: sharedCss + ownCss, validate: validateHeaderProps });
