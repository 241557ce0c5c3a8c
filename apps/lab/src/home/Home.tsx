import { labConfigs } from '../configs/registry'
import { devStack } from '../stack'

export function Home() {
  const pieces = Object.entries(devStack ?? {}).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[name, value] as const]
      : Object.entries(value ?? {}).map(([k, v]) => [`${name} ${k}`, String(v)] as const),
  )
  return (
    <main data-testid="lab-home">
      <h1>Portico lab</h1>
      <p>One page per configuration. Each runs against the local dev stack; nothing leaves this machine.</p>
      <h2>Configurations</h2>
      <ul>
        {labConfigs.map((c) => (
          <li key={c.id}>
            <a href={`?config=${c.id}`}>{c.title}</a> — {c.description}
            {c.pending ? <em> (not built yet: {c.pending})</em> : null}
          </li>
        ))}
      </ul>
      <h2>Dev stack</h2>
      {pieces.length === 0 ? (
        <p>No dev stack: start the lab with `pnpm lab`.</p>
      ) : (
        <table data-testid="lab-stack">
          <tbody>
            {pieces.map(([name, url]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <code>{url}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  )
}
