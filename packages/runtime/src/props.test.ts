import { describe, expect, it } from 'vitest';
import { parseProps, parsePropsAttribute, type PropsSchema } from './props';

const schema: PropsSchema = {
  courseId: { type: 'number', required: true },
  showLearnMore: { type: 'boolean', default: false },
  allowedRoles: { type: 'array', items: { type: 'string' }, default: [] },
  preset: { type: 'string', oneOf: ['a', 'b'] },
};

describe('widget props', () => {
  it('accepts good props, fills defaults and drops unknown keys', () => {
    expect(parseProps({ courseId: 4, extra: 1 }, schema)).toEqual({
      ok: true,
      props: { courseId: 4, showLearnMore: false, allowedRoles: [] },
    });
  });

  it('coerces the strings a shortcode sends', () => {
    const result = parseProps({ courseId: '12', showLearnMore: 'true', allowedRoles: 'Learner, Instructor' }, schema);
    expect(result).toEqual({ ok: true, props: { courseId: 12, showLearnMore: true, allowedRoles: ['Learner', 'Instructor'] } });
  });

  it('refuses a missing required prop, a wrong type and a value outside the list, with a clear message', () => {
    expect(parseProps({}, schema)).toEqual({ ok: false, message: 'The "courseId" property is required.' });
    expect(parseProps({ courseId: 'twelve' }, schema)).toEqual({ ok: false, message: 'The "courseId" property must be a number.' });
    expect(parseProps({ courseId: 1, showLearnMore: 'maybe' }, schema)).toEqual({
      ok: false,
      message: 'The "showLearnMore" property must be true or false.',
    });
    expect(parseProps({ courseId: 1, preset: 'c' }, schema)).toEqual({ ok: false, message: 'The "preset" property must be one of: a, b.' });
    expect(parseProps([1, 2], schema)).toEqual({ ok: false, message: 'Props must be a JSON object.' });
  });

  it('reads the attribute text, treating an empty one as no props', () => {
    expect(parsePropsAttribute(null)).toEqual({ ok: true, value: {} });
    expect(parsePropsAttribute('  ')).toEqual({ ok: true, value: {} });
    expect(parsePropsAttribute('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parsePropsAttribute("{'a':1}")).toEqual({ ok: false, message: 'Its props are not valid JSON.' });
  });
});
