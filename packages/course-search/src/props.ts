/** The course-search widget's props: the schema the mount checks. */
import { propsFromBlock, type PropsSchema } from '@yuno/runtime';
import { attributes } from '../../../wp-plugin/blocks/course-search/block.json';

export const courseSearchProps: PropsSchema = propsFromBlock(attributes);
