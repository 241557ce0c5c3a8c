import { takeDevStack } from './global-setup'
import { removeReact18Lab } from './react18-lab'

export default async function globalTeardown(): Promise<void> {
  await removeReact18Lab()
  await takeDevStack()?.stop()
}
