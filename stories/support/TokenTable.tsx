/**
 * The design tokens with their default values, grouped, read from the tokens' one source: for the
 * introduction page (every group) and the Foundations pages (a few groups each). Each sample is
 * drawn with the token itself, so a site's own value shows where it overrides the default.
 */
import { tokenGroup, tokens, tokenVar, type TokenGroup, type TokenName } from '@yuno/ui';

const GROUP_TITLES: Record<TokenGroup, string> = {
  color: 'Colours',
  font: 'Type',
  'line-height': 'Line heights',
  space: 'Space (4 px grid)',
  radius: 'Radii',
  shadow: 'Shadows',
  'focus-ring': 'Focus ring',
  'control-height': 'Control heights',
  z: 'Stacking',
  duration: 'Motion (0 ms under prefers-reduced-motion)',
  easing: 'Easing',
};

function Sample({ name }: { name: TokenName }) {
  const group = tokenGroup(name);
  const value = tokenVar(name);
  const box = { width: 40, height: 24, borderRadius: 4, border: '1px solid #7a8093', display: 'inline-block' };
  if (group === 'color') return <span style={{ ...box, background: value }} aria-hidden="true" />;
  if (group === 'shadow') return <span style={{ ...box, width: 64, height: 40, border: 'none', background: '#fff', boxShadow: value }} aria-hidden="true" />;
  if (group === 'radius') return <span style={{ ...box, width: 48, height: 48, borderRadius: value }} aria-hidden="true" />;
  if (group === 'space') return <span style={{ ...box, border: 'none', height: 8, width: value, background: '#5b3fd1' }} aria-hidden="true" />;
  if (group === 'font' || group === 'line-height') return <TypeSample name={name} />;
  return null;
}

/** A line of text set in the token: a size, a weight, a family or a line height. */
function TypeSample({ name }: { name: TokenName }) {
  const property = name.includes('size') ? 'fontSize' : name.includes('weight') ? 'fontWeight' : name.includes('line-height') ? 'lineHeight' : 'fontFamily';
  const style = { fontFamily: 'var(--yuno-font)', [property]: `var(${name})`, ...(property === 'lineHeight' ? { maxWidth: 240, display: 'block' } : {}) };
  return <span style={style}>{property === 'lineHeight' ? 'Live classes in small groups, with instructors who know your name' : 'Live classes, small groups'}</span>;
}

/** Every token of the given groups (all of them by default), a table per group. */
export function TokenTable({ groups: only }: { groups?: readonly TokenGroup[] }) {
  const groups = new Map<TokenGroup, TokenName[]>();
  for (const name of Object.keys(tokens) as TokenName[]) {
    const group = tokenGroup(name);
    if (only && !only.includes(group)) continue;
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return (
    <>
      {[...groups].map(([group, names]) => (
        <section key={group}>
          <h3>{GROUP_TITLES[group]}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Default</th>
                <th scope="col">Sample</th>
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>
                    <code>{tokens[name]}</code>
                  </td>
                  <td>
                    <Sample name={name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
