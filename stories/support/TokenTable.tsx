/** The design tokens with their default values, grouped, for the introduction page. */
import { tokenGroup, tokens, type TokenGroup, type TokenName } from '@yuno/ui';

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

function Sample({ name, value }: { name: TokenName; value: string }) {
  const group = tokenGroup(name);
  const box = { width: 40, height: 24, borderRadius: 4, border: '1px solid #7a8093', display: 'inline-block' };
  if (group === 'color') return <span style={{ ...box, background: value }} aria-hidden="true" />;
  if (group === 'shadow') return <span style={{ ...box, border: 'none', background: '#fff', boxShadow: value }} aria-hidden="true" />;
  if (group === 'radius') return <span style={{ ...box, borderRadius: value }} aria-hidden="true" />;
  if (group === 'space') return <span style={{ ...box, border: 'none', height: 8, width: value, background: '#5b3fd1' }} aria-hidden="true" />;
  return null;
}

export function TokenTable() {
  const groups = new Map<TokenGroup, TokenName[]>();
  for (const name of Object.keys(tokens) as TokenName[]) {
    const group = tokenGroup(name);
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
                    <Sample name={name} value={tokens[name]} />
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
