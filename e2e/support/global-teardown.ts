import { takeDevStack } from './global-setup'
import { removeSharedLabs } from './shared-lab'

export default async function globalTeardown(): Promise<void> {
  await removeSharedLabs()
  await takeDevStack()?.stop()
}
