import { describe, expect, it } from 'vitest';
import { propsFromBlock } from './block-props';
import { parseProps } from './props';

const attributes = {
  align: { type: 'string', default: 'full' },
  courseId: { type: 'integer', minimum: 1, required: true },
  allowedRoles: { type: 'array', items: { type: 'string' }, default: [] },
  preset: { type: 'string', enum: ['a', 'b'] },
};

describe('props from a block', () => {
  it("takes the block's attributes as they are, leaving out the wrapper's alignment", () => {
    const schema = propsFromBlock(attributes);
    expect(Object.keys(schema)).toEqual(['courseId', 'allowedRoles', 'preset']);
    expect(parseProps({ courseId: '12', allowedRoles: 'Learner, Instructor', align: 'wide' }, schema)).toEqual({
      ok: true,
      props: { courseId: 12, allowedRoles: ['Learner', 'Instructor'] },
    });
    expect(parseProps({}, schema)).toEqual({ ok: false, message: 'The "courseId" property is required.' });
    expect(parseProps({ courseId: 'twelve' }, schema)).toEqual({ ok: false, message: 'The "courseId" property must be a number.' });
  });

  it('adds what only an embedding page passes, over the block where both name a prop', () => {
    const schema = propsFromBlock(attributes, { courseId: { type: 'number' }, course: { type: 'object' } });
    expect(parseProps({ course: { id: 1 } }, schema)).toEqual({ ok: true, props: { course: { id: 1 }, allowedRoles: [] } });
  });
});
