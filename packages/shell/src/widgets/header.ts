import { registerWidget } from '@yuno/runtime';
import { Header } from '../header/Header';
import { headerPropsSchema, validateHeaderProps } from '../props';
import { headerCss } from '../styles';

registerWidget('header', { component: Header, props: headerPropsSchema, css: headerCss, validate: validateHeaderProps });
