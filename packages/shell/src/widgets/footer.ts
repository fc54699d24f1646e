import { registerWidget } from '@yuno/runtime';
import { Footer } from '../footer/Footer';
import { footerCss } from '../styles';

registerWidget('footer', { component: Footer, props: {}, css: footerCss });
