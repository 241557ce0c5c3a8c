import { findConfig } from '../registry'

// Shown for a configuration whose issue has not landed: it says so plainly and shows no invented data.
export default function PendingConfig() {
  const config = findConfig(new URLSearchParams(location.search).get('config'))
  return (
    <section data-testid="lab-pending">
      <h2>{config?.title ?? 'Unknown configuration'}</h2>
      <p>Not built yet: this configuration arrives with {config?.pending ?? 'a later issue'}.</p>
    </section>
  )
}
