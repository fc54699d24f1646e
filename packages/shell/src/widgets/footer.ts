import { registerWidget } from '@yuno/runtime';
import { Footer } from '../footer/Footer';
import sharedCss from '../shared/shared.css?inline';
import ownCss from '../footer/footer.css?inline';

registerWidget('footer', { component: Footer, props: {}, css: sharedCss + ownCss });
